#if ENGINE_APPLE
import Observation
#else
import ObservationBackport
#endif

/// Runs every probe and returns what happened: for each one, `fired` when `onChange` ran,
/// the properties' own observers in their order, and the value read back afterwards.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@MainActor
public func runShapeProbes() -> [String] {
    let kept = Identity()

    /// Tracks `read` on a fresh subject, performs `write` and records the outcome. A fresh subject
    /// per probe keeps a tracking that did not fire from firing in a later probe.
    func probe<Subject>(
        _ name: String, _ subject: Subject, prepare: (Subject) -> Void = { _ in }, read: (Subject) -> Any,
        write: (Subject) -> Void, result: (Subject) -> Any
    ) {
        prepare(subject)
        withObservationTracking {
            _ = read(subject)
        } onChange: {
            record("\(name): fired")
        }
        write(subject)
        record("\(name): now \(result(subject))")
    }
    func shapes() -> Shapes { Shapes(identity: kept) }
    func probeInt(_ name: String, _ keyPath: ReferenceWritableKeyPath<Shapes, Int>, initial: Int, other: Int) {
        for value in [initial, other] {
            probe("\(name) = \(value)", shapes(), read: { $0[keyPath: keyPath] }, write: { $0[keyPath: keyPath] = value },
                  result: { $0[keyPath: keyPath] })
        }
        probe("\(name) = \(other) again", shapes(), prepare: { $0[keyPath: keyPath] = other },
              read: { $0[keyPath: keyPath] }, write: { $0[keyPath: keyPath] = other }, result: { $0[keyPath: keyPath] })
        probe("\(name) += 1", shapes(), read: { $0[keyPath: keyPath] }, write: { $0[keyPath: keyPath] += 1 },
              result: { $0[keyPath: keyPath] })
        probe("\(name) read elsewhere", shapes(), read: { $0.ignored }, write: { $0[keyPath: keyPath] = other },
              result: { $0[keyPath: keyPath] })
    }

    probeInt("plain", \.plain, initial: 0, other: 5)
    probeInt("withoutInitializer", \.withoutInitializer, initial: 0, other: 1)
    probeInt("finalValue", \.finalValue, initial: 0, other: 2)
    probeInt("mainActorValue", \.mainActorValue, initial: 0, other: 3)
    probeInt("observed", \.observed, initial: 0, other: 6)
    probeInt("café", \.café, initial: 1, other: 8)
    probe("implicitlyUnwrapped = 9", shapes(), read: { $0.implicitlyUnwrapped as Any }, write: { $0.implicitlyUnwrapped = 9 },
          result: { $0.implicitlyUnwrapped as Any })
    probe("implicitlyUnwrapped = 9 again", shapes(), prepare: { $0.implicitlyUnwrapped = 9 },
          read: { $0.implicitlyUnwrapped as Any }, write: { $0.implicitlyUnwrapped = 9 }, result: { $0.implicitlyUnwrapped as Any })
    probe("optional = nil", shapes(), read: { $0.optional as Any }, write: { $0.optional = nil }, result: { $0.optional as Any })
    probe("optional = x", shapes(), read: { $0.optional as Any }, write: { $0.optional = "x" }, result: { $0.optional as Any })
    probe("optional append", shapes(), prepare: { $0.optional = "x" }, read: { $0.optional as Any },
          write: { $0.optional?.append("y") }, result: { $0.optional as Any })
    probe("privateSetter same", shapes(), read: { $0.privateSetter }, write: { $0.setPrivately(0) }, result: { $0.privateSetter })
    probe("privateSetter", shapes(), read: { $0.privateSetter }, write: { $0.setPrivately(1) }, result: { $0.privateSetter })
    probe("publicPrivateSetter", shapes(), read: { $0.publicPrivateSetter }, write: { $0.setPrivately(1) },
          result: { $0.publicPrivateSetter })
    probe("text same", shapes(), read: { $0.text }, write: { $0.text = "a{b}//c" }, result: { $0.text })
    probe("text +=", shapes(), read: { $0.text }, write: { $0.text += "!" }, result: { $0.text })
    probe("raw same", shapes(), read: { $0.raw }, write: { $0.raw = #"raw "{" \(x) }"# }, result: { $0.raw })
    probe("multiline", shapes(), read: { $0.multiline }, write: { $0.multiline = "other" }, result: { $0.multiline })
    probe("closure", shapes(), read: { $0.closure }, write: { $0.closure = { 2 } }, result: { $0.closure() })
    probe("list same", shapes(), read: { $0.list }, write: { $0.list = [1, 2] }, result: { $0.list })
    probe("list append", shapes(), read: { $0.list }, write: { $0.list.append(3) }, result: { $0.list })
    probe("dictionary subscript", shapes(), read: { $0.dictionary }, write: { $0.dictionary["k{"]?.append(2) },
          result: { $0.dictionary })
    probe("equatableObject equal", shapes(), read: { $0.equatableObject }, write: { $0.equatableObject = Reference() },
          result: { _ in "Reference" })
    probe("identity same", shapes(), read: { $0.identity }, write: { $0.identity = $0.identity }, result: { _ in "Identity" })
    probe("identity other", shapes(), read: { $0.identity }, write: { $0.identity = Identity() }, result: { _ in "Identity" })
    probe("optionalIdentity same", shapes(), read: { $0.optionalIdentity as Any }, write: { $0.optionalIdentity = nil },
          result: { $0.optionalIdentity == nil })
    probe("weakReference same", shapes(), read: { $0.weakReference as Any }, write: { $0.weakReference = nil },
          result: { $0.weakReference == nil })
    probe("weakReference set", shapes(), read: { $0.weakReference as Any }, write: { $0.weakReference = kept },
          result: { $0.weakReference === kept })
    probe("unownedReference same", shapes(), read: { $0.unownedReference }, write: { $0.unownedReference = kept },
          result: { $0.unownedReference === kept })
    probe("unownedReference other", shapes(), read: { $0.unownedReference }, write: { $0.unownedReference = $0.identity },
          result: { $0.unownedReference === kept })
    probe("unsafeReference same", shapes(), read: { $0.unsafeReference }, write: { $0.unsafeReference = kept },
          result: { $0.unsafeReference === kept })

    let arrayOwner = shapes()
    arrayOwner.array.reserveCapacity(64)
    let bufferBefore = arrayOwner.array.withUnsafeBufferPointer { $0.baseAddress }
    probe("array append", arrayOwner, read: { $0.array }, write: { $0.array.append(4) }, result: { $0.array })
    record("array append kept its buffer: \(arrayOwner.array.withUnsafeBufferPointer { $0.baseAddress } == bufferBefore)")

    probe("computed via plain", shapes(), read: { $0.computed }, write: { $0.plain = 100 }, result: { $0.computed })
    probe("ignored", shapes(), read: { $0.ignored }, write: { $0.ignored = 1 }, result: { $0.ignored })
    probe("static", shapes(), read: { _ in Shapes.staticValue }, write: { _ in Shapes.staticValue = 1 },
          result: { _ in Shapes.staticValue })
    probe("constant then plain", shapes(), read: { $0.constant }, write: { $0.plain = 101 }, result: { $0.constant })

    probe("generic same", Box(1), read: { $0.value }, write: { $0.value = 1 }, result: { $0.value })
    probe("generic +=", Box(1), read: { $0.value }, write: { $0.value += 1 }, result: { $0.value })
    probe("nested generic b", Outer<Int>.Inner("b"), read: { $0.b }, write: { $0.b = "c" }, result: { $0.b })
    probe("nested generic b same", Outer<Int>.Inner("b"), read: { $0.b }, write: { $0.b = "b" }, result: { $0.b })
    probe("nested generic a", Outer<Int>.Inner("b"), read: { $0.a as Any }, write: { $0.a = 1 }, result: { $0.a as Any })
    probe("subclass derived", Derived(), read: { $0.derivedValue }, write: { $0.derivedValue = 1 }, result: { $0.derivedValue })
    probe("subclass base", Derived(), read: { $0.baseValue }, write: { $0.baseValue = 1 }, result: { $0.baseValue })
    probe("subclass base same", Derived(), read: { $0.baseValue }, write: { $0.baseValue = 0 }, result: { $0.baseValue })
    probe("subclass base read, derived written", Derived(), read: { $0.baseValue }, write: { $0.derivedValue = 1 },
          result: { $0.derivedValue })

    return EventLog.shared.drain()
}

/// Whether the types are seen as `Observable` by generic code.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
public func shapesConformToObservable() -> [Bool] {
    func conforms(_ type: Any.Type) -> Bool { type is any Observable.Type }
    return [conforms(Shapes.self), conforms(Box<Int>.self), conforms(Outer<Int>.Inner<Int>.self), conforms(Derived.self)]
}

#if !ENGINE_APPLE
/// Backticked names and overridden observed properties, which only the backport can expand.
@MainActor
public func runBackportOnlyProbes() -> [String] {
    for value in [1, 2] {
        let keywords = Keywords()
        withObservationTracking { _ = keywords.default } onChange: { record("default = \(value): fired") }
        keywords.default = value
        record("default: now \(keywords.default)")
    }
    let keywords = Keywords()
    withObservationTracking { _ = keywords.class } onChange: { record("class += b: fired") }
    keywords.class += "b"
    record("class: now \(keywords.class)")
    let overriding = OverridingDerived()
    withObservationTracking { _ = overriding.baseValue } onChange: { record("overridden baseValue: fired") }
    overriding.baseValue = 1
    return EventLog.shared.drain()
}
#endif
