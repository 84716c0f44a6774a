import Foundation
import Geometry
import Testing
@testable import VisualRender
import VisualLayout

/// Every sample, at its own size and at 320 × 568 and 768 × 1024, plus conflict and
/// crowded screens written for this: the picture's rules hold with no violation
/// (docs/format-file.md, "The scene of a picture").
@Suite struct SceneRulesTests {
    static let samplesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples")

    static var samples: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: samplesDirectory.path)) ?? [])
            .filter { $0.hasSuffix(".visual") }.sorted()
    }

    static let sizes: [[CanvasSize]] = [[], [CanvasSize(width: 320, height: 568)], [CanvasSize(width: 768, height: 1024)]]

    /// Screens that break things: conflicts, overlaps, views off the canvas, crowds.
    static let hardScreens: [(String, String)] = [
        ("over-wide", "canvas 375 x 200\nview a box\nH:|-20-[a(400)]-20-|\nV:|-20-[a(60)]\n"),
        ("gave-way", "canvas 375 x 200\nH:|-20-[a(200)]-(40@750)-[b(150)]-20-|\nV:|-20-[a(60)]\nV:|-20-[b(60)]\n"),
        ("size-conflict", "canvas 300 x 200\nH:|-[a]-|\nV:|-[a(40)]\na.width == 500\n"),
        ("truncated", "canvas 200 x 160\nview buy button \"Purchase everything now\"\nview notes text \"A long note that wraps over several lines of this text view and runs out of room\"\nH:|-10-[buy(90)]\nH:|-10-[notes(120)]\nV:|-10-[buy]-10-[notes(60)]\n"),
        ("crowded", "canvas 200 x 120\n" + (1...12).map { "view v\($0) box" }.joined(separator: "\n")
            + "\nH:|-2-" + (1...12).map { "[v\($0)(12)]" }.joined(separator: "-2-") + "\n"
            + (1...12).map { "V:|-50-[v\($0)(20)]" }.joined(separator: "\n") + "\n"),
        ("ambiguous", "canvas 300 x 200\nH:[a(50)]\nV:|-[a(40)]\nH:|-[b]-|\nV:[a]-[b(30)]\n"),
        ("multiplied-conflict", "canvas 300 x 200\nH:|-20-[a(100)]\nV:|-[a(40)]\nH:|-40-[b(50)]\nV:[a]-[b(20)]\na.left == 2 * b.left\n"),
        ("nested-overflow", "canvas 300 x 300\ncard {\n  H:|-[title(400)]\n  V:|-[title(20)]-|\n}\nH:|-[card]-|\nV:|-[card]\n"),
        // A fragment whose height its container gives: drawn again in a container (OpenSidePreview).
        ("height-from-container", "canvas 375 x fit\nview web box\nview title label \"Terms\"\nview spinner box intrinsic 20 20\n"
            + "H:|-8-[web]-8-|\nV:|[web]|\nH:|-[title]-[spinner]\ntitle.centerY == superview.centerY\nspinner.centerY == title.centerY\n"),
    ] + denseScreens

    /// App-like screens a team attaches to a review: a dashboard of tiles, a split view, a
    /// form written as equations, right-to-left text with marks below the line, a row of
    /// icon buttons, a settings list of identical rows, a sign-up form with a validation
    /// label under each field, a tab bar and a navigation bar round a list, a row of three
    /// stat tiles (a number 2 above its caption: at 320 × 568 the 2's leader crossed the
    /// caption, the gap's open end next to the tiles' 10 taken); and a chat thread of
    /// bubbles, a mail inbox of four rows, a music player, a browser's bar of icon buttons
    /// round an address field, a photo grid under a row of tabs, right-to-left settings.
    static let denseScreens: [(String, String)] = [
        ("stat-tiles", "canvas 390 x 300\n"
            + [("steps", "8,412"), ("kcal", "512"), ("mins", "46")].map { "view \($0.0) label \"\($0.1)\" font 24 bold\nview \($0.0)L label \"\($0.0)\" font 12" }
                .joined(separator: "\n")
            + "\nH:|-20-[s1]-10-[s2(==s1)]-10-[s3(==s1)]-20-|\nV:|-20-[s1(80)]\nV:|-20-[s2(80)]\nV:|-20-[s3(80)]\n"
            + zip(["s1", "s2", "s3"], ["steps", "kcal", "mins"]).map { "\($0) {\n  H:|-12-[\($1)]-12-|\n  H:|-12-[\($1)L]-12-|\n  V:|-14-[\($1)]-2-[\($1)L]\n}" }
                .joined(separator: "\n") + "\n"),
        ("dashboard", "canvas 375 x 560\n" + (1...8).map { "view c\($0) label \"Revenue \($0)\"\nview n\($0) label \"\($0 * 13)%\" font 28 bold" }
            .joined(separator: "\n") + "\n"
            + (0..<4).map { "H:|-16-[t\(2 * $0 + 1)]-12-[t\(2 * $0 + 2)(==t\(2 * $0 + 1))]-16-|" }.joined(separator: "\n")
            + "\nV:|-16-[t1(110)]-12-[t3(110)]-12-[t5(110)]-12-[t7(110)]\nV:|-16-[t2(110)]-12-[t4(110)]-12-[t6(110)]-12-[t8(110)]\n"
            + (1...8).map { "t\($0) {\n  H:|-12-[c\($0)]-12-|\n  H:|-12-[n\($0)]-12-|\n  V:|-12-[c\($0)]-2-[n\($0)]\n}" }.joined(separator: "\n") + "\n"),
        ("split-view", """
            canvas 700 x 400
            view search field "Search"
            view inbox label "Inbox"
            view sent label "Sent"
            view subject label "Quarterly report" font 20 bold
            view body text "Here are the numbers for the third quarter, with the notes from Monday."
            view reply button "Reply"
            H:|[list(240)][detail]|
            V:|[list]|
            V:|[detail]|
            list {
              H:|-12-[search]-12-|
              H:|-12-[inbox]-12-|
              H:|-12-[sent]-12-|
              V:|-12-[search]-12-[inbox]-8-[sent]
            }
            detail {
              H:|-20-[subject]-20-|
              H:|-20-[body]-20-|
              H:[reply(80)]-20-|
              V:|-20-[subject]-8-[body(60)]-16-[reply]
            }

            """),
        ("equation-form", """
            canvas 375 x 400
            safe-area 44 0 0 0
            view title label "Checkout" font 24 bold
            view name field "Name"
            view card field "Card number"
            view pay button "Pay now"
            title.top == safeArea.top + 12
            title.leading == superview.leading + 20
            name.top == title.bottom + 24
            name.leading == title.leading
            name.trailing == superview.trailing - 20
            card.top == name.bottom + 12
            card.leading == name.leading
            card.trailing == name.trailing
            pay.top == card.bottom + 24
            pay.leading == name.leading
            pay.trailing == name.trailing

            """),
        ("rtl-marks", """
            canvas 320 x 200
            direction rtl
            view free label "مجاني" hug 1000 1000
            view name label "علي" hug 1000 1000
            view note text "هذا النص العربي يلتف على سطرين داخل المربع."
            H:|-8-[free]-12-[name]
            H:|-8-[note]-8-|
            V:|-10-[free]-8-[note(50)]
            V:|-10-[name]

            """),
        ("icon-buttons", "canvas 320 x 100\n" + ["⌂", "☰", "★", "+", "⚙"].enumerated().map { "view b\($0.offset) button \"\($0.element)\"" }
            .joined(separator: "\n") + "\nH:|-12-[b0(40)]-8-[b1(40)]-8-[b2(40)]-8-[b3(40)]-8-[b4(40)]\n"
            + (0..<5).map { "V:|-20-[b\($0)(40)]" }.joined(separator: "\n") + "\n"),
        ("settings-rows", """
            canvas 375 x 667
            safe-area 20 0 0 0
            view title label "Settings" font 28 bold
            view acct label "ACCOUNT"
            view r1 label "Profile"
            view r1v label "Jane"
            view r2 label "Password"
            view r2v label "›"
            view prefs label "PREFERENCES"
            view r3 label "Notifications"
            view r3s switch on
            view r4 label "Sounds"
            view r4s switch
            view r5 label "Language"
            view r5v label "English"
            view signout button "Sign out"
            H:|-16-[title]-16-|
            V:|-28-[title]-20-[acct]-6-[row1(44)][row2(44)]-20-[prefs]-6-[row3(44)][row4(44)][row5(44)]-32-[signout(44)]
            H:|-16-[acct]
            H:|-16-[prefs]
            H:|[row1]|
            H:|[row2]|
            H:|[row3]|
            H:|[row4]|
            H:|[row5]|
            H:|-16-[signout]-16-|
            row1 {
              |-16-[r1]-[_spacer]-[r1v]-16-|
            }
            row2 {
              |-16-[r2]-[_spacer]-[r2v]-16-|
            }
            row3 {
              |-16-[r3]-[_spacer]-[r3s]-16-|
            }
            row4 {
              |-16-[r4]-[_spacer]-[r4s]-16-|
            }
            row5 {
              |-16-[r5]-[_spacer]-[r5v]-16-|
            }

            """),
        ("sign-up-with-validation", """
            canvas 375 x 667
            safe-area 20 0 0 0
            view heading label "Create account" font 28 bold
            view email field "Email"
            view emailErr label "Enter a valid email address" font 12
            view pass field "Password"
            view passErr label "At least 8 characters" font 12
            view confirm field "Confirm password"
            view confirmErr label "Passwords do not match" font 12
            view terms switch
            view termsL label "I agree to the terms"
            view create button "Create account"
            view login button "I have an account"
            H(|-20-heading-20-|)
            H(|-20-email-20-|)
            H(|-20-emailErr-20-|)
            H(|-20-pass-20-|)
            H(|-20-passErr-20-|)
            H(|-20-confirm-20-|)
            H(|-20-confirmErr-20-|)
            H(|-20-terms-12-termsL)
            H(|-20-create-20-|)
            H(|-20-login-20-|)
            V(|-40-heading-24-email[44]-4-emailErr-12-pass[44]-4-passErr-12-confirm[44]-4-confirmErr-20-terms-24-create[50]-8-login[44])
            centerVertically(terms, termsL)

            """),
        ("tab-and-navigation-bars", """
            canvas 375 x 667
            safe-area 44 0 34 0
            view navBack button "‹ Back"
            view navTitle label "Library" font 17 semibold
            view navEdit button "Edit"
            view item1 label "Recently added"
            view item2 label "Playlists"
            view item3 label "Artists"
            view item4 label "Albums"
            view tab1 button "Listen"
            view tab2 button "Browse"
            view tab3 button "Radio"
            view tab4 button "Search"
            H:|[nav]|
            V:|[nav(88)]
            H:|[tabbar]|
            V:[tabbar(83)]|
            nav {
              H:|-8-[navBack]-(>=8)-[navTitle]-(>=8)-[navEdit]-8-|
              V:[navBack(44)]|
              navTitle.centerX == superview.centerX
              navTitle.centerY == navBack.centerY
              navEdit.centerY == navBack.centerY
            }
            H:|-16-[item1]-16-|
            H:|-16-[item2]-16-|
            H:|-16-[item3]-16-|
            H:|-16-[item4]-16-|
            V:[nav]-16-[item1(44)][item2(44)][item3(44)][item4(44)]
            tabbar {
              H:|[tab1][tab2(==tab1)][tab3(==tab1)][tab4(==tab1)]|
              V:|-4-[tab1(45)]
              V:|-4-[tab2(45)]
              V:|-4-[tab3(45)]
              V:|-4-[tab4(45)]
            }

            """),
        ("chat-thread", """
            canvas 375 x 667
            safe-area 44 0 34 0
            view back button "‹ Chats"
            view name label "Sam" font 17 semibold
            view avatar image
            view input field "Message"
            view send button "↑"
            view m1 label "Are you coming tonight?" lines 0
            view m2 label "Yes! Running 10 minutes late." lines 0
            view m3 label "No worries, we saved you a seat by the window." lines 0
            view m4 label "Perfect, see you soon" lines 0
            view m5 label "👍" lines 0
            H:|[header]|
            V:|-44-[header(44)]
            header {
              H:|-8-[back]-(>=8)-[name]-(>=8)-[avatar(32)]-12-|
              name.centerX == superview.centerX
              V:|-6-[back(32)]
              name.centerY == back.centerY
              V:|-6-[avatar(32)]
            }
            V:[header]-12-[b1]-8-[b2]-8-[b3]-8-[b4]-8-[b5]
            H:|-12-[b1]-(>=60)-|
            b1 {
              H:|-12-[m1]-12-|
              V:|-8-[m1]-8-|
            }
            H:|-(>=60)-[b2]-12-|
            b2 {
              H:|-12-[m2]-12-|
              V:|-8-[m2]-8-|
            }
            H:|-12-[b3]-(>=60)-|
            b3 {
              H:|-12-[m3]-12-|
              V:|-8-[m3]-8-|
            }
            H:|-(>=60)-[b4]-12-|
            b4 {
              H:|-12-[m4]-12-|
              V:|-8-[m4]-8-|
            }
            H:|-12-[b5]-(>=60)-|
            b5 {
              H:|-12-[m5]-12-|
              V:|-8-[m5]-8-|
            }
            H:|-8-[input]-8-[send(32)]-8-|
            V:[input(36)]-8-|
            send.centerY == input.centerY
            V:[send(32)]

            """),
        ("mail-inbox", """
            canvas 375 x 667
            safe-area 44 0 34 0
            view title label "Inbox" font 34 bold
            view search field "Search"
            view dot1 box
            view sender1 label "Anna Berg" font 15 bold
            view time1 label "9:41" font 13 hug 1000 1000
            view subject1 label "Lunch on Friday?"
            view preview1 label "Are we still on for Friday? I booked the place by the river for noon, let me know." font 13 lines 2
            view dot2 box
            view sender2 label "GitHub" font 15 bold
            view time2 label "8:12" font 13 hug 1000 1000
            view subject2 label "[visual] PR #25 merged"
            view preview2 label "Your pull request was merged into main by the lead after review and checks passed." font 13 lines 2
            view dot3 box
            view sender3 label "Mum" font 15 bold
            view time3 label "Yesterday" font 13 hug 1000 1000
            view subject3 label "Photos from the weekend"
            view preview3 label "I finally sorted the photos from the weekend, here are the best ones for you." font 13 lines 2
            view dot4 box
            view sender4 label "Bank" font 15 bold
            view time4 label "Mon" font 13 hug 1000 1000
            view subject4 label "Your statement is ready"
            view preview4 label "Your monthly statement for October is now available in the app to view." font 13 lines 2
            H:|-16-[title]-16-|
            H:|-16-[search]-16-|
            V:|-52-[title]-8-[search(36)]-12-[s1(88)][s2(88)][s3(88)][s4(88)]
            H:|[s1]|
            H:|[s2]|
            H:|[s3]|
            H:|[s4]|
            s1 {
              H:|-6-[dot1(10)]-6-[sender1]-(>=8)-[time1]-16-|
              H:|-22-[subject1]-16-|
              H:|-22-[preview1]-16-|
              V:|-10-[sender1]-2-[subject1]-2-[preview1]
              V:|-14-[dot1(10)]
              time1.centerY == sender1.centerY
            }
            s2 {
              H:|-6-[dot2(10)]-6-[sender2]-(>=8)-[time2]-16-|
              H:|-22-[subject2]-16-|
              H:|-22-[preview2]-16-|
              V:|-10-[sender2]-2-[subject2]-2-[preview2]
              V:|-14-[dot2(10)]
              time2.centerY == sender2.centerY
            }
            s3 {
              H:|-6-[dot3(10)]-6-[sender3]-(>=8)-[time3]-16-|
              H:|-22-[subject3]-16-|
              H:|-22-[preview3]-16-|
              V:|-10-[sender3]-2-[subject3]-2-[preview3]
              V:|-14-[dot3(10)]
              time3.centerY == sender3.centerY
            }
            s4 {
              H:|-6-[dot4(10)]-6-[sender4]-(>=8)-[time4]-16-|
              H:|-22-[subject4]-16-|
              H:|-22-[preview4]-16-|
              V:|-10-[sender4]-2-[subject4]-2-[preview4]
              V:|-14-[dot4(10)]
              time4.centerY == sender4.centerY
            }

            """),
        ("music-player", """
            canvas 375 x 667
            safe-area 44 0 34 0
            view art image
            view song label "Midnight Drive" font 22 bold
            view artist label "The Solvers" font 17
            view elapsed label "1:24" font 12 hug 1000 1000
            view remaining label "-2:31" font 12 hug 1000 1000
            view prev button "⏮"
            view play button "▶"
            view next button "⏭"
            view volume box
            view airplay button "⌬"
            view queue button "☰"
            H:|-32-[art]-32-|
            V:|-64-[art]-24-[song]-2-[artist]-20-[progress(4)]-4-[elapsed]-24-[play(64)]-24-[volume(4)]-20-[airplay(32)]
            H:|-32-[song]-32-|
            H:|-32-[artist]-32-|
            H:|-32-[progress]-32-|
            H:|-32-[elapsed]-(>=8)-[remaining]-32-|
            remaining.top == elapsed.top
            H:|-(>=16)-[prev(44)]-32-[play(64)]-32-[next(44)]-(>=16)-|
            play.centerX == superview.centerX
            prev.centerY == play.centerY
            next.centerY == play.centerY
            V:[prev(44)]
            V:[next(44)]
            H:|-32-[volume]-32-|
            H:|-32-[airplay(32)]-(>=8)-[queue(32)]-32-|
            queue.top == airplay.top
            V:[queue(32)]
            art.height == art.width

            """),
        ("omnibar", """
            canvas 375 x 667
            safe-area 44 0 34 0
            view back button "‹"
            view forward button "›"
            view reload button "↻"
            view url field "example.com/articles/layout"
            view share button "⇪"
            view tabs button "2"
            view menu button "⋯"
            view page box
            view headline label "How layouts are solved" font 22 bold
            view byline label "By A. Writer · 5 min" font 13
            view para text "A constraint solver finds the frames that satisfy every required constraint and as many optional ones as it can."
            H:|[bar]|
            V:|-44-[bar(44)][page]-34-|
            H:|[page]|
            bar {
              H:|-8-[back(32)]-2-[forward(32)]-2-[reload(32)]-6-[url]-6-[share(32)]-2-[tabs(32)]-2-[menu(32)]-8-|
              V:|-6-[back(32)]
              V:|-6-[forward(32)]
              V:|-6-[reload(32)]
              V:|-6-[url(32)]
              V:|-6-[share(32)]
              V:|-6-[tabs(32)]
              V:|-6-[menu(32)]
            }
            page {
              H:|-16-[headline]-16-|
              H:|-16-[byline]-16-|
              H:|-16-[para]-16-|
              V:|-16-[headline]-4-[byline]-12-[para]
            }

            """),
        ("photo-tabs", """
            canvas 375 x 667
            safe-area 44 0 34 0
            view title label "Photos" font 34 bold
            view library button "Library"
            view forYou button "For You"
            view albums button "Albums"
            view search button "Search"
            view p1 image
            view p2 image
            view p3 image
            view p4 image
            view p5 image
            view p6 image
            view p7 image
            view p8 image
            view p9 image
            view p10 image
            view p11 image
            view p12 image
            H:|-16-[title]-16-|
            V:|-52-[title]-8-[library(32)]-8-[p1(123)]-2-[p4(123)]-2-[p7(123)]-2-[p10(123)]
            H:|-16-[library][forYou(==library)][albums(==library)][search(==library)]-16-|
            V:[forYou(32)]
            forYou.top == library.top
            V:[albums(32)]
            albums.top == library.top
            V:[search(32)]
            search.top == library.top
            H:|[p1]-2-[p2(==p1)]-2-[p3(==p1)]|
            V:[p2(123)]
            p2.top == p1.top
            V:[p3(123)]
            p3.top == p1.top
            H:|[p4]-2-[p5(==p4)]-2-[p6(==p4)]|
            V:[p5(123)]
            p5.top == p4.top
            V:[p6(123)]
            p6.top == p4.top
            H:|[p7]-2-[p8(==p7)]-2-[p9(==p7)]|
            V:[p8(123)]
            p8.top == p7.top
            V:[p9(123)]
            p9.top == p7.top
            H:|[p10]-2-[p11(==p10)]-2-[p12(==p10)]|
            V:[p11(123)]
            p11.top == p10.top
            V:[p12(123)]
            p12.top == p10.top

            """),
        ("rtl-marks2", """
            canvas 375 x 400
            safe-area 44 0 34 0
            direction rtl
            view heading label "الإعدادات" font 28 bold
            view appName label "تطبيق علي" font 17 semibold
            view price label "مجاني" hug 1000 1000
            view desc text "تطبيق مجاني لتنظيم المهام اليومية مع تذكيرات ذكية."
            view notifyL label "الإشعارات"
            view notify switch on
            view install button "تثبيت"
            view later button "لاحقاً"
            H:|-16-[heading]-16-|
            H:|-16-[appName]-(>=8)-[price]-16-|
            H:|-16-[desc]-16-|
            H:|-16-[notifyL]-(>=8)-[notify]-16-|
            H:|-16-[install]-12-[later(==install)]-16-|
            V:|-52-[heading]-16-[appName]-8-[desc(60)]-16-[notify]-24-[install(44)]
            price.centerY == appName.centerY
            notifyL.centerY == notify.centerY
            later.top == install.top
            later.height == install.height

            """),
    ]

    @Test func everySampleKeepsTheRules() throws {
        var total: [String: Int] = [:]
        var examples: [String] = []
        var pictures = 0
        let cases = Self.samples.map { name in
            (name, (try? String(contentsOf: Self.samplesDirectory.appendingPathComponent(name), encoding: .utf8)) ?? "")
        } + Self.hardScreens
        for (name, text) in cases {
            for sizes in Self.sizes {
                let picture = try PictureRenderer.render(text: text, name: name, format: .svg,
                                                         options: RenderOptions(sizes: sizes))
                pictures += 1
                for (rule, found) in SceneRules(scene: picture.scene, layouts: picture.layouts).violations() {
                    total[rule, default: 0] += found.count
                    examples += found.prefix(3).map { "\(name) \(sizes.first?.description ?? "own size"): \(rule): \($0)" }
                }
            }
        }
        let rules = SceneRules.names.map { "\($0) \(total[$0] ?? 0)" }.joined(separator: ", ")
        print("scene rules: \(pictures) pictures; violations: \(rules)")
        #expect(total.isEmpty, "\(examples.prefix(40).joined(separator: "\n"))")
    }

    /// A value and a chevron 8 points apart at the end of a row, as in a settings list:
    /// the 8's pill cannot sit on its line, and the place a leader was first drawn from
    /// had it cross the value's text, while a place just above the gap is clear. (The
    /// chevron is drawn larger than the value: two views that end alike get their gap's
    /// line drawn past them instead, and no leader, `NarrowGapPillTests`.)
    @Test func aPillsLeaderGoesRoundTextWhenAClearPlaceIsNear() throws {
        let text = """
            canvas 375 x 120
            view label label "Wi-Fi"
            view value label "Home Network"
            view chevron label "›" font 28
            layout row {Top: "20", Leading: "0", Trailing: "0", Height: "44"}
            row {
                layout label {Leading: "16", CenterY: "0"}
                layout value {CenterY: "0"}
                layout chevron {Leading: {Item: value, Constant: "8"}, Trailing: "16", CenterY: "0"}
            }
            """
        let scene = try PictureRenderer.render(text: text, name: "row", format: .svg, options: RenderOptions()).scene
        let texts = scene.items.compactMap { item -> Rect? in if case .text(let text) = item { text.rect } else { nil } }
        let leaders = scene.guides.compactMap(\.leader)
        let gap = try #require(scene.guides.first { $0.views == ["value", "chevron"] })
        let leader = try #require(gap.leader, "the 8 does not fit on its line")
        for rect in texts {
            #expect(rect.lengthInside(from: leader.0, to: leader.1) <= 2, "the leader crosses the text at \(rect)")
        }
        for (i, a) in leaders.enumerated() {
            for b in leaders[..<i] { #expect(!Placement.cross(a, b), "two leaders cross") }
        }
    }

    /// Labels stacked a point apart, each under the boxes of the 40 around it: no place
    /// near a box is free, so the tags of the crowd go straight to the columns beside the
    /// frame, each with a leader to its view, in the file's order (a key, as a pile's
    /// are), instead of each trying a few hundred places first. The rules still hold.
    @Test func aCrowdsTagsAreParkedBesideTheFrameInOrder() throws {
        let count = 200
        let text = (0..<count).map { "view v\($0) label \"x\"\nH:|-[v\($0)]-|\nV:|-\($0)-[v\($0)]" }
            .joined(separator: "\n")
        let picture = try PictureRenderer.render(text: text, name: "stacked", format: .svg, options: RenderOptions())
        let scene = picture.scene
        let views = scene.views
        let right = try #require(views.map { $0.rect.x + $0.rect.width }.max())
        let tags = scene.tags
        #expect(tags.count == count)
        #expect(tags.allSatisfy { $0.leader != nil && $0.rect.x >= right }, "a tag of the crowd is not parked")
        // In order: the columns fill left to right, row by row, from the first view on.
        #expect(tags.map(\.view) == (0..<count).map { "v\($0)" })
        #expect(zip(tags.prefix(15), tags.dropFirst().prefix(15)).allSatisfy { $0.rect.x < $1.rect.x })
        // A pile's leaders run out through the labels over it: there is no other way out.
        let violations = SceneRules(scene: scene, layouts: picture.layouts).violations()
        #expect(violations.filter { $0.key != "leader over text" }.isEmpty)
    }

    /// The checker itself finds what it looks for: a tag moved onto another view, a pill
    /// moved off its line, an unmet guide drawn as met.
    @Test func theRulesCatchViolations() throws {
        let text = "canvas 375 x 200\nH:|-20-[a(200)]-(40@750)-[b(150)]-20-|\nV:|-20-[a(60)]\nV:|-20-[b(60)]\n"
        let picture = try PictureRenderer.render(text: text, name: "gave-way.visual", format: .svg,
                                                 options: RenderOptions())
        #expect(SceneRules(scene: picture.scene, layouts: picture.layouts).violations().isEmpty)
        let b = try #require(picture.scene.views.first { $0.name == "b" }).rect
        var broken = picture.scene
        for index in broken.items.indices {
            switch broken.items[index] {
            case .tag(var tag) where tag.view == "a":
                tag.rect = Rect(x: b.x + 60, y: b.y + 30, width: tag.rect.width, height: tag.rect.height)
                broken.items[index] = .tag(tag)
            case .guide(var guide) where !guide.met:
                guide.met = true
                broken.items[index] = .guide(guide)
            case .guide(var guide) where guide.axis == .vertical:
                guide.pill = guide.pill.map { Rect(x: $0.x + 40, y: $0.y, width: $0.width, height: $0.height) }
                broken.items[index] = .guide(guide)
            default: break
            }
        }
        let found = SceneRules(scene: broken, layouts: picture.layouts).violations()
        #expect(Set(found.keys).isSuperset(of: ["tag belongs to its box", "tag over another view", "unmet drawn",
                                                "pill on its line"]), "\(found)")
    }
}
