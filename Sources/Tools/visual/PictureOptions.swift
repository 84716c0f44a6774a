import ArgumentParser
import VisualRender

/// How a picture is drawn: the options every command that draws shares (`render` today;
/// the others that draw pictures take the same group).
struct PictureOptions: ParsableArguments {
    // `.unconditional`: `--scale -2` is a value to refuse with a clear message, not a
    // missing value followed by an unknown option.
    @Option(parsing: .unconditional,
            help: "Pixels per point in a PNG: 1, 2 or 3 (default: 2 for small components, every canvas at most 400 × 400 points in area: cells, banners, bars; else 1).")
    var scale: Int?

    @Option(help: "light, dark or blueprint.")
    var theme: Theme = .light

    @Option(help: "Dimension lines: all, outer (only between top-level views and to the canvas) or none. Unmet spacings are always drawn.")
    var guides: GuideLevel?

    @Flag(help: "Leave out the dimension lines across spacings (the same as --guides none).")
    var noGuides = false

    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("Draw guides only for constraints that touch these views, and fade the others.",
                               valueName: "VIEW"))
    var focus: [String] = []

    @Option(help: "The sheet's heading (default: the file's name).")
    var title: String?

    @Flag(help: "No heading.")
    var noTitle = false

    @Option(name: .customLong("size"),
            help: ArgumentHelp("Draw at this canvas size instead of the file's (WxH, a side may be fit); repeat to draw several sizes side by side.",
                               valueName: "WxH"),
            transform: CanvasSize.argument)
    var sizes: [CanvasSize] = []

    @Flag(help: "Interface Builder documents: measure texts with Visual's fonts instead of taking the sizes Xcode stored.")
    var measure = false

    func validate() throws {
        if let scale, !(1...3).contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
        guard !(noTitle && title != nil) else { throw ValidationError("--title and --no-title cannot be used together") }
        guard !(noGuides && guides != nil && guides != GuideLevel.none) else {
            throw ValidationError("--no-guides and --guides \(guides!.rawValue) cannot be used together")
        }
    }

    /// The renderer's options.
    var renderOptions: RenderOptions {
        var options = RenderOptions(scale: scale ?? 1, theme: theme)
        options.zoomsSmallComponents = scale == nil
        options.guides = noGuides ? .none : guides ?? .auto
        options.focus = focus
        options.title = noTitle ? .none : title.map(TitleOption.text) ?? .fileName
        options.sizes = sizes
        options.measure = measure
        return options
    }
}

extension Theme: ExpressibleByArgument {}
extension GuideLevel: ExpressibleByArgument {}
extension PictureFormat: ExpressibleByArgument {}

extension CanvasSize {
    /// `375x667`, `320xfit`; anything else is refused saying what a size is.
    static func argument(_ text: String) throws -> CanvasSize {
        guard let size = CanvasSize(parsing: text) else {
            throw ValidationError("not WxH with sides from 0 to \(Int(CanvasSize.maximumSide)) or fit "
                                  + "(for example 375x667, or 320xfit)")
        }
        return size
    }
}
