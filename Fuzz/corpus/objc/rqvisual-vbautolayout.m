@implementation Cell
- (void)rows {
    [RQVisualMaster addSubviewsToView:self.contentView
                   usingVisualFormats:@[@"[avatar(50)]-[name]", @"[bio]"]
               rowSpacingVisualFormat:@"-8-"
                     variableBindings:RQVisualDictionaryOfVariableBindings(avatar, name, bio)];
    UIView *v = [VisualMaster viewFromVisualFormats:@[@"|-[a]-|"] rowSpacingVisualFormat:nil variableBindings:@{@"a": a}];
}
- (void)dictionary {
    [self.view addSubview:self.titleLabel withLayout:@{VBAutolayoutAttributeTop: @"20", VBAutolayoutAttributeLeading: @"16",
                                                       VBAutolayoutAttributeTrailing: @"-16"}];
}
@end
