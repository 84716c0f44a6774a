struct Screen {
    lazy var header: UIView = {
        let v = UIView()
        var c: [NSLayoutConstraint] = []
        c += H(|-8-label->=8-|)
        c += V(|-(>=20)-label-10-button-|)
        NSLayoutConstraint.activate(H(|-16%-image-16%-|) + V(|-[image]-|))
        return v
    }()
    init() {
        NSLayoutConstraint.activate(V(|-safeArea-label==44~750-|))
    }
}
