import UIKit
import ViewHost

/// A to-do's detail: edits its title and state; the list's row updates alone behind it.
final class TodoDetailViewController: ObservationViewController {
    private let todo: Todo
    private let titleField = UITextField()
    private let notesLabel = UILabel()
    private let doneButton = UIButton(type: .system)

    init(todo: Todo) {
        self.todo = todo
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .screenBackground
        titleField.borderStyle = .roundedRect
        titleField.addTarget(self, action: #selector(titleChanged), for: .editingChanged)
        notesLabel.numberOfLines = 0
        doneButton.addTarget(self, action: #selector(toggleDone), for: .primaryActionTriggered)
        view.addColumn(of: [titleField, notesLabel, doneButton])
    }

    override func updateObservedProperties() {
        title = todo.title
        if titleField.text != todo.title { titleField.text = todo.title }
        notesLabel.text = todo.notes.isEmpty ? "No notes" : todo.notes
        doneButton.setTitle(todo.isDone ? "Mark as not done" : "Mark as done", for: .normal)
    }

    @objc private func titleChanged() {
        todo.title = titleField.text ?? ""
    }

    @objc private func toggleDone() {
        todo.isDone.toggle()
    }
}
