import Testing
import VisualLayout
@testable import SourceCodeInput

/// A view of a class the scanned code defines is sized as that class's `intrinsicContentSize`
/// says, when it says so with numbers and constants: UIKit sizes it so, and a format that
/// gives it no width or height no longer leaves it 0 wide and ambiguous.
@Suite struct CustomViewSizeTests {
    /// ResearchKit's shape: the size's constants declared inside the `@implementation`,
    /// a product and a sum; the views declared as `UIView`, made of the class with
    /// `alloc`/`init` in `init` and laid out in another method.
    private static let arrows = """
        @implementation ArrowView
        static const CGFloat ArrowWidth = 8;
        static const CGFloat ArrowLineWidth = 4;
        - (CGSize)intrinsicContentSize {
            return CGSizeMake(ArrowWidth + 2 * ArrowLineWidth, 2 * (ArrowWidth + ArrowLineWidth));
        }
        @end

        @interface DirectionView ()
        @property (nonatomic, strong) UIView *leftArrow;
        @property (nonatomic, strong) UIView *rightArrow;
        @end

        @implementation DirectionView
        - (instancetype)init {
            self = [super init];
            _leftArrow = [[ArrowView alloc] initWithOrientation:0];
            _rightArrow = [[ArrowView alloc] initWithOrientation:1];
            [self addSubview:_leftArrow];
            [self addSubview:_rightArrow];
            return self;
        }
        - (void)setUpConstraints {
            NSDictionary *views = NSDictionaryOfVariableBindings(_leftArrow, _rightArrow);
            [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[_leftArrow]-[_rightArrow]" options:NSLayoutFormatAlignAllTop metrics:nil views:views]];
            [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[_leftArrow]-|" options:0 metrics:nil views:views]];
        }
        @end
        """

    @Test func anObjectiveCClassSizeIsItsViewsIntrinsicSize() throws {
        let scanned = SourceCodeLayouts.scan(text: Self.arrows, path: "DirectionView.m")
        let layout = try #require(scanned.layouts.first)
        #expect(layout.layout.text.contains("view leftArrow box intrinsic 16 24\n"), "\(layout.layout.text)")
        #expect(layout.layout.text.contains("view rightArrow box intrinsic 16 24\n"), "\(layout.layout.text)")
        let (tree, diagnostics) = LayoutPipeline.layout(layout.layout)
        #expect(!diagnostics.contains { $0.message.contains("ambiguous") }, "\(diagnostics)")
        let right = try #require(tree?.views.first { $0.name == "rightArrow" })
        #expect(right.width == 16 && right.height == 24 && right.x == 20 + 16 + 8, "\(right)")
    }

    /// Only a size written with numbers counts: one read from the view's frame or computed
    /// in statements is only known at run time. UIKit's "no intrinsic metric" is an axis
    /// without one.
    @Test(arguments: [
        ("return (CGSize){.width = UIViewNoIntrinsicMetric, .height = 44};", "intrinsic none 44"),
        ("return (CGSize){30, 20};", "intrinsic 30 20"),
        ("return NSMakeSize(kSide / 2, kSide);", "intrinsic 12 24"),
        ("return CGSizeMake(self.frame.size.width, 10);", nil),
        ("CGSize size = [super intrinsicContentSize]; return CGSizeMake(size.width, 10);", nil),
        ("return CGSizeMake(kSide / 0, 10);", nil),
        ("return CGSizeMake(-kSide, 10);", nil),
    ] as [(String, String?)])
    func onlyASizeWrittenWithNumbers(body: String, expected: String?) throws {
        let scanned = SourceCodeLayouts.scan(text: """
            static const CGFloat kSide = 24;
            @implementation BadgeView
            - (CGSize)intrinsicContentSize { \(body) }
            @end
            @implementation Card {
                BadgeView *_badge;
            }
            - (void)setUp {
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[_badge]" options:0 metrics:nil views:NSDictionaryOfVariableBindings(_badge)]];
            }
            @end
            """, path: "Card.m")
        let text = try #require(scanned.layouts.first).layout.text
        if let expected {
            #expect(text.contains("view badge box \(expected)\n"), "\(text)")
        } else {
            #expect(text.contains("view badge box\n"), "\(text)")
        }
    }

    /// Swift: a computed `intrinsicContentSize` of one expression, a type's constant, and a
    /// subclass that inherits it; the view made with its class's initializer or declared with it.
    @Test func aSwiftClassSizeAndItsSubclasses() throws {
        let scanned = SourceCodeLayouts.scan(text: """
            class RingView: UIView {
                static let side: CGFloat = 44
                override var intrinsicContentSize: CGSize {
                    CGSize(width: Self.side, height: UIView.noIntrinsicMetric)
                }
            }
            final class BigRingView: RingView {}
            final class StatusBar: UIView {
                let ring = RingView()
                let bigRing: BigRingView
                func setUpConstraints() {
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[ring]-[big]", options: [], metrics: nil, views: ["ring": ring, "big": bigRing]))
                }
            }
            """, path: "StatusBar.swift")
        let text = try #require(scanned.layouts.first).layout.text
        #expect(text.contains("view ring box intrinsic 44 none\n"), "\(text)")
        #expect(text.contains("view bigRing box intrinsic 44 none\n"), "\(text)")
    }

    /// A constant declared below the getter, or in an extension further down, counts: the
    /// size is read once the whole file is (it was read in file order, and such a view had
    /// no size).
    @Test func aSwiftSizeFromConstantsDeclaredBelowIt() throws {
        let scanned = SourceCodeLayouts.scan(text: """
            final class BadgeView: UIView {
                override var intrinsicContentSize: CGSize {
                    CGSize(width: Self.width, height: Self.height)
                }
                static let width: CGFloat = 28
            }
            extension BadgeView {
                static let height: CGFloat = 18
            }
            final class Row: UIView {
                let badge = BadgeView()
                func setUpConstraints() {
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[badge]", options: [], metrics: nil, views: ["badge": badge]))
                }
            }
            """, path: "Row.swift")
        let text = try #require(scanned.layouts.first).layout.text
        #expect(text.contains("view badge box intrinsic 28 18\n"), "\(text)")
    }

    /// The class is defined in another file of the scan (its own `.m`), as in any app.
    @Test func aClassOfAnotherScannedFile() throws {
        let arrow = SourceCodeLayouts.read(text: """
            static const CGFloat Diameter = 122;
            @implementation StimulusView
            - (CGSize)intrinsicContentSize { return CGSizeMake(Diameter, Diameter); }
            @end
            """, path: "StimulusView.m")
        let host = """
            @implementation ReactionView {
                StimulusView *_stimulusView;
            }
            - (void)setUp {
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[_stimulusView]-(>=0)-|" options:NSLayoutFormatAlignAllCenterX metrics:nil views:NSDictionaryOfVariableBindings(_stimulusView)]];
            }
            @end
            """
        let alone = try #require(SourceCodeLayouts.scan(text: host, path: "ReactionView.m").layouts.first)
        #expect(alone.layout.text.contains("view stimulusView box\n"), "\(alone.layout.text)")
        let together = try #require(SourceCodeLayouts.scan(text: host, path: "ReactionView.m",
                                                           context: SourceCodeContext(arrow)).layouts.first)
        #expect(together.layout.text.contains("view stimulusView box intrinsic 122 122\n"), "\(together.layout.text)")
    }

    /// A metric may be a product too, now that values multiply: `@(kPad * 2)`.
    @Test func aProductIsANumber() throws {
        let scanned = SourceCodeLayouts.scan(text: """
            static const CGFloat kPad = 6;
            @implementation Row
            - (void)setUp {
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-pad-[_label]" options:0 metrics:@{@"pad": @(kPad * 2)} views:NSDictionaryOfVariableBindings(_label)]];
            }
            @end
            """, path: "Row.m")
        let layout = try #require(scanned.layouts.first)
        #expect(layout.layout.text.contains("metric pad = 12"), "\(layout.layout.text)")
        #expect(!layout.layout.diagnostics.contains { $0.message.contains("run time") })
    }

    /// UIKit's controls the format file draws as boxes have UIKit's own sizes: a progress
    /// bar no longer leaves its row's height open. A class asking for more room than any
    /// screen has (10,000 high) has no size on that axis.
    @Test func uikitControlsAndSizesLargerThanAScreen() throws {
        let scanned = SourceCodeLayouts.scan(text: """
            @implementation CanvasView
            - (CGSize)intrinsicContentSize { return CGSizeMake(UIViewNoIntrinsicMetric, 10000.0); }
            @end
            @interface TouchView ()
            @property (nonatomic, strong) UIProgressView *progressView;
            @property (nonatomic, strong) UIActivityIndicatorView *spinner;
            @property (nonatomic, strong) CanvasView *canvas;
            @end
            @implementation TouchView
            - (void)updateConstraints {
                NSDictionary *views = NSDictionaryOfVariableBindings(_progressView, _spinner, _canvas);
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[_progressView]-[_spinner]-|" options:NSLayoutFormatAlignAllCenterY metrics:nil views:views]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[_progressView]" options:0 metrics:nil views:views]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[_canvas]|" options:0 metrics:nil views:views]];
            }
            @end
            """, path: "TouchView.m")
        let layout = try #require(scanned.layouts.first)
        #expect(layout.layout.text.contains("view progressView box intrinsic none 4\n"), "\(layout.layout.text)")
        #expect(layout.layout.text.contains("view spinner box intrinsic 20 20\n"), "\(layout.layout.text)")
        #expect(layout.layout.text.contains("view canvas box\n"), "\(layout.layout.text)")
        let (tree, diagnostics) = LayoutPipeline.layout(layout.layout)
        #expect(!diagnostics.contains { $0.message.contains("'progressView' is ambiguous") }, "\(diagnostics)")
        let spinner = try #require(tree?.views.first { $0.name == "spinner" })
        #expect(spinner.width == 20 && spinner.height == 20, "\(spinner)")
    }
}
