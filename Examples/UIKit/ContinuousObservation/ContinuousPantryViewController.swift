import ObservationBackport
import UIKit

/// A screen kept in sync with its models by `withContinuousObservation`: the labels follow the
/// title and the total, the table follows the list of items, and each cell follows its own item,
/// so a change to one item's count updates that cell alone, without reloading the table.
///
/// Every observation runs on the main actor (the closures are written there), after the change,
/// coalescing the changes made in one turn of the run loop. Each token lives as long as what it
/// updates: releasing the controller or a cell ends its observation.
@MainActor final class ContinuousPantryViewController: UIViewController, UITableViewDataSource {
    private let pantry: ContinuousPantry
    private let titleLabel: UILabel
    private let totalLabel: UILabel
    private let tableView: UITableView
    private let labelsObservation: ObservationTracking.Token
    private let rowsObservation: ObservationTracking.Token

    init(pantry: ContinuousPantry) {
        let (titleLabel, totalLabel) = (UILabel(), UILabel())
        let tableView = UITableView(frame: .zero, style: .plain)
        (self.pantry, self.titleLabel, self.totalLabel, self.tableView) = (pantry, titleLabel, totalLabel, tableView)
        // Reads the title and the total (every item's count): any of them changing updates both
        // labels. The closures capture the views they update, not the controller.
        labelsObservation = withContinuousObservation(options: [.didSet]) { [titleLabel, totalLabel] _ in
            titleLabel.text = pantry.title
            totalLabel.text = "\(pantry.totalCount) in total"
        }
        // Reads only the list: an item added or removed reloads the rows; a count does not.
        rowsObservation = withContinuousObservation(options: [.didSet]) { [tableView] event in
            _ = pantry.items
            if event.kind != .initial { tableView.reloadData() }
        }
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

/// What a row shows: observable, so that the row's one observation follows the item it is given
/// when the table reuses it.
@MainActor @Observable final class ContinuousPantryRowContent {
    var item: ContinuousPantryItem?
}

/// A row that follows its own item: its observation reads that item's name and count only.
@MainActor final class ContinuousPantryCell: UITableViewCell {
    static let reuseIdentifier = "ContinuousPantryCell"
    private let content: ContinuousPantryRowContent
    private let nameLabel: UILabel
    private let countLabel: UILabel
    private let itemObservation: ObservationTracking.Token

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        let (content, nameLabel, countLabel) = (ContinuousPantryRowContent(), UILabel(), UILabel())
        (self.content, self.nameLabel, self.countLabel) = (content, nameLabel, countLabel)
        itemObservation = withContinuousObservation(options: [.didSet]) { [content, nameLabel, countLabel] _ in
            nameLabel.text = content.item?.name
            countLabel.text = content.item.map { "\($0.count)" }
        }
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

    /// Shows `item` from now on (the labels are set at once; the observation then follows it).
    func show(_ item: ContinuousPantryItem) {
        content.item = item
        nameLabel.text = item.name
        countLabel.text = "\(item.count)"
    }
}
