// A settings screen as an Objective-C app writes it: a VFL call with a metrics
// dictionary and NSDictionaryOfVariableBindings, and RQVisual rows for a form.
#import "SettingsViewController.h"

#define kMargin 20
#define kTitle @"Settings"

@interface SettingsViewController ()
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) UISwitch *wifiSwitch;
@property (nonatomic, strong) UILabel *wifiLabel;
@property (nonatomic, strong) UIButton *doneButton;
@end

@implementation SettingsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.titleLabel = [[UILabel alloc] init];
    self.titleLabel.text = kTitle;
    self.wifiLabel.text = @"Wi-Fi";
    [self.doneButton setTitle:@"Done" forState:UIControlStateNormal];
    NSDictionary *views = NSDictionaryOfVariableBindings(_titleLabel, _wifiLabel, _wifiSwitch, _doneButton);
    NSDictionary *metrics = @{@"margin": @(kMargin), @"gap": @12};
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-margin-[_titleLabel]-margin-|"
                                                                      options:0 metrics:metrics views:views]];
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-margin-[_wifiLabel]-(>=8)-[_wifiSwitch]-margin-|"
                                                                      options:NSLayoutFormatAlignAllCenterY
                                                                      metrics:metrics views:views]];
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-margin-[_titleLabel]-gap-"
                                                                              @"[_wifiLabel]-gap-[_doneButton]-margin-|"
                                                                      options:0 metrics:metrics views:views]];
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[_doneButton]-margin-|"
                                                                      options:0 metrics:metrics views:views]];
}

@end
