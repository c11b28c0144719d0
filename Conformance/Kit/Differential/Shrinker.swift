extension Program {
    /// A smaller program for which `fails` still holds: drops steps, then simplifies the
    /// ones left (fewer reads, no nesting, no re-arming, fewer writes and threads), repeating
    /// until nothing more can go. `fails` must hold for `self`.
    public func shrunk(while fails: (Program) -> Bool) -> Program {
        var best = self
        var progressed = true
        while progressed {
            progressed = false
            for candidate in best.smallerVariants() where fails(candidate) {
                best = candidate
                progressed = true
                break
            }
        }
        return best
    }

    /// Every program one simplification step away, smallest first.
    func smallerVariants() -> [Program] {
        var variants: [Program] = []
        for index in steps.indices.reversed() {
            var copy = steps
            copy.remove(at: index)
            variants.append(Program(copy))
        }
        for index in steps.indices {
            for simpler in steps[index].simplifications() {
                var copy = steps
                copy[index] = simpler
                variants.append(Program(copy))
            }
        }
        return variants
    }
}

extension Step {
    func simplifications() -> [Step] {
        switch self {
        case .create, .drop, .cancel, .write: []
        case .link(let parent, let child): child == nil ? [] : [.link(parent: parent, child: nil)]
        case .track(let scope): scope.simplifications().map(Step.track)
        case .observe(let observer): observer.simplifications().map(Step.observe)
        case .writeOnThread(let writes):
            [.write(writes[0])] + shorter(writes).map(Step.writeOnThread)
        case .writeConcurrently(let threads):
            [.writeOnThread(threads.flatMap { $0 })]
                + shorter(threads).filter { $0.count > 1 }.map(Step.writeConcurrently)
                + threads.indices.flatMap { index in
                    shorter(threads[index]).map { fewer in
                        var copy = threads
                        copy[index] = fewer
                        return Step.writeConcurrently(copy)
                    }
                }
        }
    }
}

extension Observer {
    func simplifications() -> [Observer] {
        var variants: [Observer] = []
        if apple {
            var copy = self
            copy.apple = false
            variants.append(copy)
        }
        if cancelAfter != nil {
            var copy = self
            copy.cancelAfter = nil
            variants.append(copy)
        }
        if willSet && didSet {
            var copy = self
            copy.didSet = false
            variants.append(copy)
            copy = self
            copy.willSet = false
            variants.append(copy)
        }
        variants += shorter(reads).map { fewer in
            var copy = self
            copy.reads = fewer
            return copy
        }
        return variants
    }
}

extension Scope {
    func simplifications() -> [Scope] {
        var variants: [Scope] = []
        if rearm {
            var copy = self
            copy.rearm = false
            variants.append(copy)
        }
        if apple {
            var copy = self
            copy.apple = false
            variants.append(copy)
        }
        if let spawn {
            var copy = self
            copy.spawn = nil
            variants.append(copy)
            for simpler in spawn.simplifications() {
                var copy = self
                copy.spawn = simpler
                variants.append(copy)
            }
        }
        for index in nested.indices {
            var copy = self
            copy.nested.remove(at: index)
            variants.append(copy)
            for simpler in nested[index].simplifications() {
                copy = self
                copy.nested[index] = simpler
                variants.append(copy)
            }
        }
        variants += shorter(reads).map { fewer in
            var copy = self
            copy.reads = fewer
            return copy
        }
        return variants
    }
}

/// Each way of leaving one element out of a list of two or more.
private func shorter<Element>(_ list: [Element]) -> [[Element]] {
    guard list.count > 1 else { return [] }
    return list.indices.map { index in
        var copy = list
        copy.remove(at: index)
        return copy
    }
}
