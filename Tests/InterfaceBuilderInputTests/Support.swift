import InterfaceBuilderInput
import Testing

/// Interface Builder documents as Xcode writes them, around the views a test is about: the
/// same wrapper for every suite, so that a fixture shows only what it tests.
enum XibFixture {
    /// An iOS .xib whose File's Owner's view `root` (`size`, with its safe area `safe`)
    /// holds `subviews`, laid out by `constraints`.
    static func iOS(_ subviews: String, constraints: String, size: (Double, Double) = (390, 300),
                    toolsVersion: String = "21701") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                    <connections><outlet property="view" destination="root" id="o1"/></connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
        \(constraints)
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// A macOS .xib whose custom view `root` (`size`) holds `subviews`, laid out by
    /// `constraints`, as the Xcode of `toolsVersion` writes it (AppKit controls' frames
    /// depend on it).
    static func macOS(_ subviews: String, constraints: String, size: (Double, Double) = (300, 160),
                      toolsVersion: String = "24765") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </customView>
            </objects>
        </document>
        """
    }

    /// The `view` statements of the document's first layout, each trimmed.
    static func viewLines(_ document: String) throws -> [String] {
        let layout = try #require(InterfaceBuilderDocument.layouts(text: document).layouts.first)
        return layout.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("view ") }
    }
}
