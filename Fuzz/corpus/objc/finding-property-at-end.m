@interface A ()
@property UILabel *