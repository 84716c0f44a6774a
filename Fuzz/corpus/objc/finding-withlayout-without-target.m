@implementation A
- (void)f { [self.view addSubview:withLayout:@{VBAutolayoutAttributeTop: @"20"}]; }
@end
