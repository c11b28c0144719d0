import TextRendering
extension TextUI.View {
    /// Runs `action` after the view first appears on screen (after the update that shows it).
    public func onAppear(perform action: (() -> Void)? = nil) -> some TextUI.View {
        LifecycleModifier(content: self) { record, isNew, afterUpdate in
            if isNew, let action { afterUpdate(action) }
        }
    }

    /// Runs `action` after the update in which the view left the screen.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some TextUI.View {
        LifecycleModifier(content: self) { record, _, _ in
            record.onDisappear = action
        }
    }

    /// Starts `action` in a task when the view appears and cancels it when the view
    /// disappears. The task runs on the main actor, as the view does.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void) -> some TextUI.View {
        LifecycleModifier(content: self) { record, isNew, afterUpdate in
            guard isNew else { return }
            afterUpdate { record.task = Task(priority: priority) { @MainActor in await action() } }
        }
    }

    /// Like `task(priority:_:)`, and restarts the task (cancelling the running one) whenever
    /// `id` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @MainActor () async -> Void) -> some TextUI.View {
        LifecycleModifier(content: self) { record, isNew, afterUpdate in
            guard isNew || (record.value as? T) != value else { return }
            record.value = value
            afterUpdate {
                record.task?.cancel()
                record.task = Task(priority: priority) { @MainActor in await action() }
            }
        }
    }

    /// Runs `action` with the old and the new value after an update in which `value` changed
    /// (and once when the view appears, if `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some TextUI.View {
        LifecycleModifier(content: self) { record, isNew, afterUpdate in
            let old = record.value as? V
            record.value = value
            if isNew {
                if initial { afterUpdate { action(value, value) } }
            } else if let old, old != value {
                afterUpdate { action(old, value) }
            }
        }
    }

    /// Runs `action` after an update in which `value` changed (and once when the view
    /// appears, if `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some TextUI.View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }
}

/// Gives `update` the record of this modifier in the node being evaluated (new on the
/// evaluation that first meets it), then draws its content unchanged.
struct LifecycleModifier<Content: TextUI.View>: TextUI.View, PrimitiveView {
    let content: Content
    let update: (NodeLifecycle.Record, _ isNew: Bool, _ afterUpdate: (@escaping () -> Void) -> Void) -> Void
    var body: Never { return primitiveBody() }

    package func resolve(in context: inout ResolveContext) -> [Item] {
        let (record, isNew) = context.lifecycleRecord()
        update(record, isNew, context.afterUpdate)
        return context.resolve(content, at: "life")
    }
}
