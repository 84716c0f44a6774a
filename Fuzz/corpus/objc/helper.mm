@implementation UIView (Format)
- (void)addConstraintsWithFormat:(NSString *)format views:(NSArray *)views {
    NSMutableDictionary *d = [NSMutableDictionary dictionary];
    for (NSUInteger i = 0; i < views.count; i++) {
        d[[NSString stringWithFormat:@"v%lu", (unsigned long)i]] = views[i];
    }
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:d]];
}
@end
@implementation Feed
- (instancetype)init {
    if ((self = [super init])) {
        [self addConstraintsWithFormat:@"H:|-[v0]-[v1(==v0)]-|" views:@[self.icon, self.title]];
        std::vector<int> x; auto y = [&]() { return 1; };
    }
    return self;
}
@end
