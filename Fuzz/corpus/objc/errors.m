@implementation Form
- (void)f {
    // [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[zzz]|" options:0 metrics:nil views:nil];
    /* ] ] [ */
    UIButton *go = [UIButton buttonWithType:UIButtonTypeSystem];
    _field = [[UITextField alloc] initWithFrame:CGRectZero];
    NSDictionary *views = [NSDictionary dictionaryWithObjectsAndKeys:go, @"go", _field, @"field", nil];
    [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[fiel]- (8)-[go]|" options:NSLayoutFormatAlignAllLeading metrics:@{@"m": @(11.0)} views:views];
    [NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"H:|-%d-[a]|", 8] options:0 metrics:nil views:@{@"a": a}];
    [NSLayoutConstraint constraintsWithVisualFormat:@"V:|[go(>=m@999)]|" options:0 metrics:@{@"m": self.height} views:@{@"go": go}];
}
@end
