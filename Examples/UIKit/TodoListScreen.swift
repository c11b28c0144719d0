import UIKit
import ViewHost

/// A list whose rows update alone: a row view reads its to-do in its own update, so a change to
/// one to-do updates that row and nothing else; the controller reloads the table only when the
/// list itself changes.
final class TodoListViewController: ObservationViewController, UITableViewDataSource, UITableViewDelegate {
    private let list: TodoList
    private let tableView = UITableView(frame: .zero, style: .plain)
    /// The to-dos the table shows: what the last update read.
    private var rows: [Todo] = []

    init(list: TodoList) {
        self.list = list
        super.init(nibName: nil, bundle: nil)
        title = "To-dos"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(TodoCell.self, forCellReuseIdentifier: TodoCell.reuseIdentifier)
        let addButton = UIButton(type: .system)
        addButton.setTitle("Add a to-do", for: .normal)
        addButton.addTarget(self, action: #selector(addTodo), for: .primaryActionTriggered)
        addButton.frame = CGRect(x: 0, y: 0, width: 0, height: 60)
        tableView.tableHeaderView = addButton
        view.addSubview(tableView)
    }

    override func updateObservedProperties() {
        let todos = list.todos
        if todos.map(ObjectIdentifier.init) != rows.map(ObjectIdentifier.init) {
            rows = todos
            tableView.reloadData()
        }
        title = "To-dos (\(todos.count))"
    }

    @objc private func addTodo() {
        list.add()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath)
        (cell as? TodoCell)?.row.todo = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        navigationController?.pushViewController(TodoDetailViewController(todo: rows[indexPath.row]), animated: true)
    }
}

/// A cell whose content is a ``TodoRowView``.
final class TodoCell: UITableViewCell {
    static let reuseIdentifier = "TodoCell"
    let row = TodoRowView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        row.frame = contentView.bounds
        row.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(row)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// One row: updates itself when its to-do's title or state changes.
final class TodoRowView: ObservationView {
    /// The to-do shown; a cell being reused gets another one.
    var todo: Todo? {
        didSet { setNeedsUpdateObservedProperties() }
    }
    private let titleLabel = UILabel()
    private let stateLabel = UILabel()

    override func updateObservedProperties() {
        titleLabel.text = todo?.title
        stateLabel.text = todo?.isDone == true ? "Done" : ""
        titleLabel.alpha = todo?.isDone == true ? 0.5 : 1
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        stateLabel.textAlignment = .right
        addSubview(titleLabel)
        addSubview(stateLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = bounds.insetBy(dx: 16, dy: 0)
        let (state, title) = inset.divided(atDistance: 80, from: .maxXEdge)
        titleLabel.frame = title
        stateLabel.frame = state
    }
}
