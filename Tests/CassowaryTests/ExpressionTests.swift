// Building blocks: variables, expressions, constraints and priorities, before any
// solving (the behaviours of kiwi's Variable/Term/Expression/Constraint/Strength tests).
import Testing
import Cassowary

@Suite struct ExpressionTests {
    let a = Variable("a"), b = Variable("b"), c = Variable("c")

    /// The coefficient of `variable` in `expression` after merging repeats.
    func coefficient(of variable: Variable, in expression: Expression) -> Double {
        expression.terms.filter { $0.variable === variable }.reduce(0) { $0 + $1.coefficient }
    }

    @Test func variablesAreIdentitiesNotNames() {
        let first = Variable("x"), second = Variable("x")
        #expect(first.name == "x" && first.description == "x")
        #expect(first !== second)
        // Two variables called alike are two unknowns to a solver.
        let solver = Solver()
        _ = try? solver.add(first == 1)
        _ = try? solver.add(second == 2)
        #expect(solver.value(of: first) == 1)
        #expect(solver.value(of: second) == 2)
    }

    @Test func expressionFromTermsKeepsOrderAndConstant() {
        let e = Expression([Term(a, 1), Term(b, 2), Term(c, 3)], constant: 10)
        #expect(e.terms.count == 3)
        #expect(e.terms.map(\.variable.name) == ["a", "b", "c"])
        #expect(e.terms.map(\.coefficient) == [1, 2, 3])
        #expect(e.constant == 10)
        #expect(Expression(a).terms.count == 1 && Expression(a).constant == 0)
        #expect(Expression(7).terms.isEmpty && Expression(7).constant == 7)
    }

    @Test func negationMultiplicationAndDivision() {
        let e = 10 * a + 5
        let negated = -e
        #expect(negated.constant == -5 && coefficient(of: a, in: negated) == -10)
        for product in [e * 2, 2 * e] {
            #expect(product.constant == 10 && coefficient(of: a, in: product) == 20)
        }
        let quotient = e / 2
        #expect(quotient.constant == 2.5 && coefficient(of: a, in: quotient) == 5)
        #expect(coefficient(of: a, in: a / 4) == 0.25)
        #expect(coefficient(of: a, in: -a) == -1)
    }

    @Test func additionAndSubtraction() {
        let e = 10 * a + 5, f = b - 10
        #expect((e + 2).constant == 7 && (2 + e).constant == 7)
        #expect((e - 2).constant == 3)
        let reversed = 2 - e
        #expect(reversed.constant == -3 && coefficient(of: a, in: reversed) == -10)
        let sum = e + f
        #expect(sum.constant == -5 && coefficient(of: a, in: sum) == 10 && coefficient(of: b, in: sum) == 1)
        let difference = e - f
        #expect(difference.constant == 15 && coefficient(of: b, in: difference) == -1)
        let other = b - e
        #expect(other.constant == -5 && coefficient(of: b, in: other) == 1 && coefficient(of: a, in: other) == -10)
        #expect(coefficient(of: b, in: e + b) == 1 && coefficient(of: b, in: e - b) == -1)
        #expect(coefficient(of: a, in: a + b) == 1 && coefficient(of: b, in: a - b) == -1)
        #expect((a + 3).constant == 3 && (3 + a).constant == 3 && (a - 3).constant == -3 && (3 - a).constant == 3)
    }

    @Test func simplifiedMergesRepeatsAndDropsZeros() {
        let e = (a + 2 * b + 3 * a - 2 * b + c).simplified()
        #expect(e.terms.map(\.variable.name) == ["a", "c"])
        #expect(e.terms.map(\.coefficient) == [4, 1])
        #expect((a - a).simplified().terms.isEmpty)
        // More than eight terms take the hashing path: the same merge, order and zeros.
        let long = (a + b + c + a + b + c + a + 2 * b - 2 * c + a).simplified()
        #expect(long.terms.map(\.variable.name) == ["a", "b"])
        #expect(long.terms.map(\.coefficient) == [4, 4])
    }

    @Test func constraintsMoveEverythingToTheLeft() {
        let equal = 10 * a + 5 == b - 10
        #expect(equal.relation == .equal)
        #expect(equal.expression.constant == 15)
        #expect(coefficient(of: a, in: equal.expression) == 10 && coefficient(of: b, in: equal.expression) == -1)
        #expect((a <= b).relation == .lessOrEqual)
        #expect((a >= 3).relation == .greaterOrEqual && (a >= 3).expression.constant == -3)
        #expect((3 <= a).relation == .lessOrEqual && (3 <= a).expression.constant == 3)
        #expect(coefficient(of: a, in: (3 <= a).expression) == -1)
        // Repeated variables are merged when the constraint is made.
        let merged = a + a == 2 * b + b
        #expect(merged.expression.terms.count == 2)
        #expect(coefficient(of: a, in: merged.expression) == 2 && coefficient(of: b, in: merged.expression) == -3)
    }

    @Test func constraintsAreRequiredUntilToldOtherwise() {
        let c1 = a + 1 == 0
        #expect(c1.priority == .required && c1.isRequired && c1.tag.isEmpty)
        for priority: Priority in [.low, .medium, .high, 999, 0.5] {
            let c2 = c1.priority(priority)
            #expect(c2.priority == priority && !c2.isRequired)
            #expect(c2 !== c1)  // a new constraint: the original is unchanged
        }
        #expect(c1.priority(.required).isRequired)
        #expect(c1.priority == .required)
        let tagged = c1.priority(.low).tagged("line 3")
        #expect(tagged.tag == "line 3" && tagged.priority == .low)
        #expect(tagged.tagged("line 4").priority == .low)
    }

    @Test func prioritiesAreOrderedAndNamed() {
        #expect(Priority.fitting < .low && Priority.low < .medium && Priority.medium < .high && Priority.high < .required)
        #expect(Priority.required.value == 1000 && Priority.required.isRequired)
        #expect(!Priority(999.999).isRequired)
        #expect(Priority(0.25) < Priority(1))
        let literal: Priority = 500
        #expect(literal == .medium)
        #expect(Priority(0.5).description == "0.5" && Priority(250).description == "250")
    }

    @Test func descriptionsReadLikeMath() {
        #expect((2 * a + b - 3).description == "2 * a + b - 3")
        #expect((-a).description == "-a")
        #expect(Expression(0).description == "0")
        #expect((a == b).description == "a - b == 0")
        #expect((a >= 1).priority(.low).tagged("t").description == "a - 1 >= 0 @250  [t]")
    }
}
