@implementation X
- (void)f {
    [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[a(>=50]|" options:0 metrics:nil views:@{@"a": a
    @"unterminated
    /* open
#define
- (
@end
