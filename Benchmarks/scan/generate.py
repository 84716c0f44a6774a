#!/usr/bin/env python3
"""Writes a tree of Swift and Objective-C source files the way an app's folders hold them:
view controllers and cells in modules, about 200 lines each, half Swift and half
Objective-C (a `.m` with its `.h`), a VFL call in a third of the files (a third of the Swift
files, two thirds of the `.m` files, no header), one in ten of those with a mistake. The input of Benchmarks/scan/run.

    Benchmarks/scan/generate.py FILES OUT_DIR

Swift files go under OUT_DIR/Swift, Objective-C under OUT_DIR/ObjC, so each tool can be
given the Swift part alone. The same FILES always gives the same bytes.
"""
import os
import sys


def swift_file(index, with_layout):
    name = f"Screen{index}"
    lines = ["import UIKit", "", f"/// Screen {index} of the generated app.",
             f"final class {name}ViewController: UIViewController {{"]
    for field in range(8):
        lines.append(f"    private let label{field} = UILabel()")
        lines.append(f"    private var count{field}: Int = {field}")
    lines.append("    private let button = UIButton(type: .system)")
    lines.append("")
    lines += ["    override func viewDidLoad() {", "        super.viewDidLoad()",
              '        title = "Screen ' + str(index) + '"']
    for field in range(8):
        lines.append(f'        label{field}.text = "Row {field} of {index}"')
        lines.append(f"        view.addSubview(label{field})")
    lines += ["        button.addTarget(self, action: #selector(tapped), for: .touchUpInside)", "    }", ""]
    if with_layout:
        wrong = index % 10 == 0
        lines += ["    private func setupConstraints() {",
                  '        let views: [String: UIView] = ["title": label0, "detail": label1, "go": button]',
                  '        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: '
                  f'"H:|-16-[{"titel" if wrong else "title"}]-8-[detail(>=80)]-[go]-16-|",',
                  '            options: .alignAllCenterY, metrics: nil, views: views))',
                  '        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: '
                  '"V:|-margin-[title]-(>=8)-|",',
                  '            options: [], metrics: ["margin": 20], views: views))', "    }", ""]
    for method in range(10):
        lines += [f"    func update{method}(with values: [Int], animated: Bool) -> Int {{",
                  "        var total = 0",
                  "        for (offset, value) in values.enumerated() where value > 0 {",
                  f"            total += value * {method + 1} + offset",
                  "        }",
                  "        if animated {",
                  "            UIView.animate(withDuration: 0.25) { [weak self] in",
                  f"                self?.label{method % 8}.alpha = total > 10 ? 1 : 0.5",
                  "            }",
                  "        }",
                  f'        label{method % 8}.text = "\\(total) items"',
                  "        return total",
                  "    }", ""]
    lines += ["    @objc private func tapped() {", f"        count0 += {index}", "    }", "}", ""]
    return "\n".join(lines)


def objc_files(index, with_layout):
    name = f"Cell{index}"
    header = "\n".join(["#import <UIKit/UIKit.h>", "", f"@interface {name} : UITableViewCell",
                        "@property (nonatomic, strong) UILabel *titleLabel;",
                        "@property (nonatomic, strong) UILabel *detailLabel;",
                        "@property (nonatomic, strong) UIImageView *iconView;",
                        "- (void)configureWithTitle:(NSString *)title detail:(NSString *)detail;", "@end", ""])
    lines = [f'#import "{name}.h"', "", "#define kMargin 16", f"@implementation {name}", "",
             "- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)identifier {",
             "    if ((self = [super initWithStyle:style reuseIdentifier:identifier])) {",
             "        _titleLabel = [[UILabel alloc] init];",
             "        _detailLabel = [[UILabel alloc] init];",
             "        _iconView = [[UIImageView alloc] init];",
             "        [self.contentView addSubview:_titleLabel];",
             "        [self.contentView addSubview:_detailLabel];",
             "        [self.contentView addSubview:_iconView];"]
    if with_layout:
        wrong = index % 10 == 0
        lines += ["        NSDictionary *views = NSDictionaryOfVariableBindings(_titleLabel, _detailLabel, _iconView);",
                  "        [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:"
                  f'@"H:|-m-[_iconView(40)]-[{"_titleLabl" if wrong else "_titleLabel"}]-m-|"',
                  "            options:NSLayoutFormatAlignAllTop metrics:@{@\"m\": @(kMargin)} views:views]];",
                  "        [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:"
                  '@"V:|-[_titleLabel]-[_detailLabel]-|" options:NSLayoutFormatAlignAllLeading metrics:nil views:views]];']
    lines += ["    }", "    return self;", "}", ""]
    for method in range(12):
        lines += [f"- (NSInteger)sum{method}:(NSArray<NSNumber *> *)values scale:(CGFloat)scale {{",
                  "    NSInteger total = 0;",
                  "    for (NSNumber *value in values) {",
                  "        if (value.integerValue > 0) {",
                  f"            total += value.integerValue * {method + 1};",
                  "        }",
                  "    }",
                  f'    self.detailLabel.text = [NSString stringWithFormat:@"%ld of {index}", (long)total];',
                  "    [UIView animateWithDuration:0.25 animations:^{",
                  "        self.iconView.alpha = total > 10 ? 1.0 : 0.5;",
                  "    }];",
                  "    return total;",
                  "}", ""]
    lines += ["- (void)configureWithTitle:(NSString *)title detail:(NSString *)detail {",
              "    self.titleLabel.text = title;", "    self.detailLabel.text = detail;", "}", "", "@end", ""]
    return header, "\n".join(lines)


def main():
    files, out = int(sys.argv[1]), sys.argv[2]
    # Half the files Swift; the other half Objective-C, each a .m and its .h.
    swift_count = files // 2
    objc_count = (files - swift_count) // 2
    written = 0
    for index in range(swift_count):
        folder = os.path.join(out, "Swift", f"Module{index // 50}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"Screen{index}ViewController.swift"), "w") as file:
            file.write(swift_file(index, index % 3 == 0))
        written += 1
    for index in range(objc_count):
        folder = os.path.join(out, "ObjC", f"Module{index // 25}")
        os.makedirs(folder, exist_ok=True)
        header, implementation = objc_files(index, index % 3 != 2)
        with open(os.path.join(folder, f"Cell{index}.h"), "w") as file:
            file.write(header)
        with open(os.path.join(folder, f"Cell{index}.m"), "w") as file:
            file.write(implementation)
        written += 2
    print(f"{written} files in {out}", file=sys.stderr)


main()
