views = [NSDictionary dictio)f {
    /.@implementation A
- (void)/ [NSf { NSLD