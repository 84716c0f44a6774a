@implementation A
- (void)f { NSDictionary *views = [NSDictionary dictionaryWithObjectsAndKeys:; }