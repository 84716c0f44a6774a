func f( {
    NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(>=50]|", options: [], metrics: nil, views: ["a": a
    c += H(|-8-
    let s = "unterminated
    #if DEBUG
    NSLayoutConstraint.constraints(withVisualFormat: "V:|[a]|" options: metrics: views: ["a": a,,])
