import ObservationBackport
import UIKit

/// A screen kept in sync with its models by `withContinuousObservation`: the labels follow the
/// title and the total, the table follows the list of items, and each cell follows its own item,
/// so a change to one item's count updates that cell alone, without reloading the table.
///
/// Every observation runs on the main actor (the closures are written there), after the change,
/// coalescing the changes made in one turn of the run loop. Each token lives as long as what it
/// updates: releasing the controller or reusing a cell ends its observation.
@MainActor final class ContinuousPantryViewController: UIViewController, UITableViewDataSource {
    private let pantry: ContinuousPantry
    private let titleLabel = UILabel()
    private let totalLabel = UILabel()
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var labelsObservation: ObservationTracking.Token?
    private var rowsObservation: ObservationTracking.Token?

    init(pantry: ContinuousPantry) {
        self.pantry = pantry
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ContinuousPantryViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        layOut()
        tableView.dataSource = self
        tableView.register(ContinuousPantryCell.self, forCellReuseIdentifier: ContinuousPantryCell.reuseIdentifier)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: #selector(addItem))

        // Reads the title and the total (every item's count): any of them changing updates both labels.
        labelsObservation = withContinuousObservation(options: [.didSet]) { [weak self] _ in
            guard let self else { return }
            titleLabel.text = pantry.title
            totalLabel.text = "\(pantry.totalCount) in total"
        }
        // Reads only the list: an item added or removed reloads the rows; a count does not.
        rowsObservation = withContinuousObservation(options: [.didSet]) { [weak self] event in
            guard let self else { return }
            _ = pantry.items
            if event.kind != .initial { tableView.reloadData() }
        }
    }

    @objc private func addItem() {
        pantry.add("Item \(pantry.items.count + 1)")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        pantry.items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContinuousPantryCell.reuseIdentifier, for: indexPath)
        (cell as? ContinuousPantryCell)?.show(pantry.items[indexPath.row])
        return cell
    }

    private func layOut() {
        view.backgroundColor = .white
        titleLabel.font = .boldSystemFont(ofSize: 24)
        let header = UIStackView(arrangedSubviews: [titleLabel, totalLabel])
        header.axis = .vertical
        let stack = UIStackView(arrangedSubviews: [header, tableView])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}

/// A row that follows its own item: its observation reads that item's name and count only.
@MainActor final class ContinuousPantryCell: UITableViewCell {
    static let reuseIdentifier = "ContinuousPantryCell"
    private let nameLabel = UILabel()
    private let countLabel = UILabel()
    private var itemObservation: ObservationTracking.Token?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let row = UIStackView(arrangedSubviews: [nameLabel, countLabel])
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            row.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ContinuousPantryCell is created in code")
    }

    /// Shows `item` from now on, ending the observation of the item shown before.
    func show(_ item: ContinuousPantryItem) {
        nameLabel.text = item.name
        countLabel.text = "\(item.count)"
        itemObservation = withContinuousObservation(options: [.didSet]) { [weak self] _ in
            self?.nameLabel.text = item.name
            self?.countLabel.text = "\(item.count)"
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        itemObservation = nil
    }
}
