#define kPad 16
#define kTitle @"Sign in"
#import <UIKit/UIKit.h>
@interface Login () {
    UIButton *_go;
}
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, weak) UITextField *field;
@end
@implementation Login
- (void)layoutWithStyle:(NSInteger)style animated:(BOOL)animated {
    self.titleLabel.text = kTitle;
    [_go setTitle:@"Go" forState:UIControlStateNormal];
    self.field.placeholder = NSLocalizedString(@"login.email", nil);
    [self.view addSubview:self.titleLabel];
    NSDictionary *views = NSDictionaryOfVariableBindings(_titleLabel, _go, _field);
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-pad-[_titleLabel]-pad-|" options:0
                                            metrics:@{@"pad": @(kPad)} views:views]];
    [NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[_titleLabel]-"
                                                    @"[_field(44)]-[_go]|" options:NSLayoutFormatAlignAllLeading metrics:nil views:views];
}
@end
