import InterfaceBuilderInput
import Testing

/// A document with no view (a menu bar's MainMenu.xib) says so at its start, naming what
/// it holds, rather than leaving the reader with a bare "no layout found".
@Suite struct ViewlessDocumentTests {
    @Test func aMenuOnlyDocumentIsAWarningAtItsStart() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                    <menu title="Main Menu" systemMenu="main" id="AYu-sK-qS6"/>
                </objects>
            </document>
            """
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: text)
        #expect(layouts.isEmpty)
        let warning = try #require(diagnostics.first { $0.message.hasPrefix("no view to lay out") }, "\(diagnostics)")
        #expect(warning.severity == .warning && warning.message.contains("<menu>"))
        #expect(warning.range?.start.line == 2, "\(String(describing: warning.range))")
    }
}
