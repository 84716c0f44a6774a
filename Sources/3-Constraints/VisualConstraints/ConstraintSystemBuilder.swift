import Geometry
import TextMeasure
import VisualSyntax

/// Stage 2 of the pipeline: turns a parsed format file into a `ConstraintSystem`.
///
/// The order constraints enter is the contract's:
/// 1. every view's width and height `>= 0`;
/// 2. the canvas (its origin, and its size when it is not `fit`);
/// 3. the statements in source order, a nested block's where the block is written,
///    each dialect's constraints in the order its library creates them;
/// 4. intrinsic content sizes, then fitting sizes.
public enum ConstraintSystemBuilder {
    /// The fitting pull ("as small as possible") sits below every priority a file can write.
    public static let fittingPriority = 0.5

    /// `direction`: the layout direction when something outside the file decides it (the
    /// command line's `--direction`, a right-to-left language); nil: the file's `direction`.
    public static func build(_ file: FormatFile, measurer: TextMeasurer = TextMeasurer(),
                             direction: LayoutDirection? = nil) -> ConstraintSystem {
        let canvasView = LayoutView(name: "canvas", declaredAt: nil, isCanvas: true)
        let canvas = LayoutContainer(view: canvasView)
        canvasView.container = canvas
        let system = ConstraintSystem(canvas: canvas)
        system.direction = direction ?? file.direction
        system.maskedViews = file.maskedViews.map(\.name)

        var metrics: [String: Double] = [:]
        collectMetrics(file.root, into: &metrics)
        var directory = ViewDirectory()
        var containers: [(syntax: Container, layout: LayoutContainer)] = []
        ViewCollector.collect(file.root, container: canvas, system: system, directory: &directory,
                              containers: &containers)
        for (syntax, layout) in containers { layout.settings = resolve(syntax.settings) }
        system.containers = containers.map(\.layout)
        applyDeclarations(file.root, directory: directory, measurer: measurer)

        for view in [canvasView] + system.views {
            // The frame's size is 0 or more. `.width` names the alignment rectangle's, which
            // is the frame's less its insets (`inset T L B R`).
            let insets = view.alignmentInsets
            let reason = insets == .zero ? "size >= 0" : "frame size >= 0"
            system.constraints.append(.make(.view(view, .width), .greaterThanOrEqual, nil,
                                            constant: 0 - insets.horizontal,  // 0, not −0
                                            range: nil, reason: reason, implicit: true))
            system.constraints.append(.make(.view(view, .height), .greaterThanOrEqual, nil,
                                            constant: 0 - insets.vertical,
                                            range: nil, reason: reason, implicit: true))
        }
        let sizings = containers.map { syntax, layout in (layout, sizing(of: layout, syntax: syntax)) }
        addCanvasConstraints(system: system, sizings: sizings)

        // Only the root is walked from here: `buildStatements` recurses into nested blocks
        // where they are written, so their constraints interleave in source order.
        let rootContext = BuildContext(system: system, container: canvas, views: directory, metrics: metrics)
        buildStatements(of: file.root, context: rootContext, containers: containers, directory: directory,
                        metrics: metrics)
        ContentSizeConstraints.add(to: system)
        FittingConstraints.add(to: system, sizings: sizings)
        return system
    }

    private static func collectMetrics(_ container: Container, into metrics: inout [String: Double]) {
        for metric in container.metrics where metrics[metric.name.text] == nil {
            metrics[metric.name.text] = metric.value.value
        }
        for child in container.children { collectMetrics(child, into: &metrics) }
    }

    private static func resolve(_ syntax: VisualSyntax.ContainerSettings) -> ResolvedSettings {
        var settings = ResolvedSettings()
        if let canvas = syntax.canvas {
            if case .points(let width) = canvas.width { settings.canvasWidth = width.value }
            if case .points(let height) = canvas.height { settings.canvasHeight = height.value }
        }
        if let padding = syntax.padding {
            settings.horizontalPadding = padding.horizontal.value
            settings.verticalPadding = padding.effectiveVertical
        }
        if let spacing = syntax.spacing {
            settings.siblingSpacing = spacing.sibling.value
            if let edge = spacing.edge { settings.edgeSpacing = edge.value }
        }
        if let insets = syntax.safeArea { settings.safeArea = resolve(insets) }
        if let insets = syntax.margins { settings.margins = resolve(insets) }
        return settings
    }

    private static func resolve(_ insets: InsetsSetting) -> Insets {
        Insets(top: insets.top.value, left: insets.left.value, bottom: insets.bottom.value, right: insets.right.value)
    }

    /// `view NAME KIND "TEXT" hug H V resist H V`: the first declaration of a name counts.
    private static func applyDeclarations(_ container: Container, directory: ViewDirectory, measurer: TextMeasurer) {
        for declaration in container.viewDeclarations {
            guard let view = directory.named[declaration.name.name], view.kind == nil else { continue }
            view.kind = declaration.kind
            view.text = declaration.text?.value
            if let hug = declaration.hugging {
                view.hugging = (hug.horizontal.literalValue ?? 250, hug.vertical.literalValue ?? 250)
            }
            if let resist = declaration.compressionResistance {
                view.compressionResistance = (resist.horizontal.literalValue ?? 750, resist.vertical.literalValue ?? 750)
            }
            let attributes = TextAttributes(
                style: declaration.font.map { font in
                    (font.size.value, font.weight.map(TextMeasure.FontWeight.init) ?? declaration.kind.textStyle.weight)
                },
                lines: declaration.lines.map { Int($0.value) }, alignment: declaration.alignment,
                isOn: declaration.isOn, pullsDown: declaration.pullsDown,
                face: declaration.face)
            view.attributes = attributes
            view.isHidden = declaration.isHidden
            if let insets = declaration.alignmentInsets { view.alignmentInsets = resolve(insets) }
            view.attributes.isSample = declaration.isSample
            view.attributes.weight = declaration.font?.weight
            view.content = declaration.kind.contentSize(text: view.text, attributes: attributes, measurer: measurer)
            if let given = declaration.intrinsicSize { view.content = givenContent(given, declaration, measured: view.content) }
        }
        for child in container.children { applyDeclarations(child, directory: directory, measurer: measurer) }
    }

    /// `intrinsic W H` (and `baseline F L`): the measured content with the given size in
    /// place of the measured one, its text centred in it as measured text would be.
    private static func givenContent(_ given: GivenContentSize, _ declaration: ViewDeclaration,
                                     measured: ContentSize?) -> ContentSize {
        let kind = declaration.kind
        var content = measured ?? ContentSize(width: 0, height: 0, text: nil, insets: .zero, centresText: kind.centresText,
                                              style: kind.textStyle, lines: kind.defaultLines,
                                              alignment: declaration.alignment, isOn: declaration.isOn)
        content.isGiven = true
        content.hasWidth = given.width != nil
        content.hasHeight = given.height != nil
        content.width = given.width?.value ?? content.width
        content.height = given.height?.value ?? content.height
        if var text = content.text {
            // The text block fills the given content between its insets, so baselines given
            // from the content's top land where they were measured in the document.
            text.height = max(0, content.height - content.insets.top - content.insets.bottom)
            if let baselines = declaration.baselines {
                text.firstBaseline = baselines.first.value - content.insets.top
                text.lastBaseline = baselines.last.value - content.insets.top
            }
            content.text = text
        }
        return content
    }

    /// What a container's size constraints are made of: its `canvas` setting and its rows'
    /// minimum sizes.
    private static func sizing(of layout: LayoutContainer, syntax: Container) -> ContainerSizing {
        // Each is gathered from the container's statements when asked: asked once.
        let rows = syntax.rows, settings = syntax.settings
        let sizes = RowConstraintBuilder.correctedSizes(rows: rows, spacing: settings.rowSpacing,
                                                        settings: layout.settings)
        return ContainerSizing(
            view: layout.view,
            range: settings.canvas?.range,
            rowWidths: zip(sizes.rowWidths, rows).map { ($0, $1.range) },
            rowsHeight: rows.first.map { (sizes.height, $0.range) }
        )
    }

    /// The canvas's origin is (0, 0); a fixed `canvas W x H` (of the root or of a nested
    /// container) is required. `fit` sides get their constraints last (`FittingConstraints`).
    private static func addCanvasConstraints(system: ConstraintSystem, sizings: [(LayoutContainer, ContainerSizing)]) {
        let canvas = system.canvas.view
        system.constraints.append(.make(.view(canvas, .left), .equal, nil, range: nil, reason: "canvas origin", implicit: true))
        system.constraints.append(.make(.view(canvas, .top), .equal, nil, range: nil, reason: "canvas origin", implicit: true))
        for (layout, sizing) in sizings {
            let sizes = sizing.fixed(width: layout.settings.canvasWidth, height: layout.settings.canvasHeight)
            if layout === system.canvas {
                system.canvasSizing = sizing
                system.canvasConstraints.fixed = sizes
                system.canvasFixedIndex = system.constraints.count
            }
            system.constraints += sizes
        }
    }

    /// A container's statements in source order, recursing into nested blocks where they
    /// are written.
    private static func buildStatements(of container: Container, context: BuildContext,
                                        containers: [(syntax: Container, layout: LayoutContainer)],
                                        directory: ViewDirectory, metrics: [String: Double]) {
        let rows = RowConstraintBuilder(rows: container.rows, spacing: container.settings.rowSpacing, context: context)
        var rowIndex = 0
        for statement in container.statements {
            switch statement {
            case .setting, .metric, .view, .mask:
                break
            case .row:
                rows.build(row: rowIndex)
                rowIndex += 1
            case .vfl(let line):
                VFLConstraintBuilder.build(line, context: context)
            case .visually(let line):
                VisuallyConstraintBuilder.build(line, context: context)
            case .centering(let statement):
                CenteringConstraintBuilder.build(statement, context: context)
            case .layout(let statement):
                LayoutDictionaryConstraintBuilder.build(statement, context: context)
            case .equation(let equation):
                EquationConstraintBuilder.build(equation, context: context)
            case .container(let child):
                guard let layout = containers.first(where: { $0.syntax.range == child.range })?.layout else { continue }
                let childContext = BuildContext(system: context.system, container: layout, views: directory, metrics: metrics)
                buildStatements(of: child, context: childContext, containers: containers,
                                directory: directory, metrics: metrics)
            }
        }
    }
}
