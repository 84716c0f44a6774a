// Measures 1,000 labels in one process with the layout's text measurer and prints the
// best time of REPEAT rounds (default 20), plus the first measurement of a fresh process
// (the text engine's start-up). The labels are Latin, of 1 to 40 characters, sizes 10
// and 15, regular and bold, as a big format file's views are. Each round's texts differ
// (the round's number ends them), so no round measures a text another one measured.
import Foundation
import TextMeasure

let rounds = Int(ProcessInfo.processInfo.environment["REPEAT"] ?? "") ?? 20
let words = ["Sign", "in", "Email", "Password", "Forgot", "your", "Remember", "me", "Create", "account",
             "Settings", "Notifications", "Privacy", "Done", "Cancel", "Next", "Back", "Name", "Address", "Save"]
var labels: [String] = []
for index in 0..<1000 {
    var text = ""
    var word = index
    while text.count < 1 + index % 40 {
        text += (text.isEmpty ? "" : " ") + words[word % words.count]
        word = word &* 31 &+ 7
    }
    labels.append(String(text.prefix(1 + index % 40)) + " \(index)")
}

let clock = ContinuousClock()
let measurer = TextMeasurer()
var checksum = 0.0
let first = clock.measure { checksum += measurer.measure("Sign in", size: 15).width }
var best = Duration.seconds(1000)
for round in 0..<rounds {
    let round = clock.measure {
        for (index, label) in labels.enumerated() {
            checksum += measurer.measure(label + " \(round)", size: index % 2 == 0 ? 15 : 10,
                                         weight: index % 3 == 0 ? .bold : .regular).width
        }
    }
    best = min(best, round)
}
func ms(_ d: Duration) -> String {
    String(format: "%.2f ms", Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15)
}
print("first measurement (start-up) \(ms(first)); 1,000 labels, best of \(rounds): \(ms(best)); checksum \(Int(checksum))")
