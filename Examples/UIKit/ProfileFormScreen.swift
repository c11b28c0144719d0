import UIKit
import ViewHost

/// A form: the controls write the profile in their actions; the update sets every control and
/// the summary from it, so a change made elsewhere shows too.
final class ProfileFormViewController: ObservationViewController {
    private let profile: Profile
    private let nameField = UITextField()
    private let emailField = UITextField()
    private let planControl = UISegmentedControl(items: Profile.Plan.allCases.map(\.name))
    #if os(iOS)
    private let newsletterSwitch = UISwitch()
    #else
    private let newsletterButton = UIButton(type: .system)
    #endif
    private let summaryLabel = UILabel()

    init(profile: Profile) {
        self.profile = profile
        super.init(nibName: nil, bundle: nil)
        title = "Profile"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .screenBackground
        nameField.placeholder = "Name"
        emailField.placeholder = "Email"
        for field in [nameField, emailField] {
            field.borderStyle = .roundedRect
            field.addTarget(self, action: #selector(fieldChanged), for: .editingChanged)
        }
        planControl.addTarget(self, action: #selector(planChanged), for: .valueChanged)
        summaryLabel.numberOfLines = 0
        #if os(iOS)
        newsletterSwitch.addTarget(self, action: #selector(newsletterChanged), for: .valueChanged)
        let newsletter = UIStackView(arrangedSubviews: [label("Newsletter"), newsletterSwitch])
        #else
        newsletterButton.addTarget(self, action: #selector(newsletterChanged), for: .primaryActionTriggered)
        let newsletter = UIStackView(arrangedSubviews: [label("Newsletter"), newsletterButton])
        #endif
        view.addColumn(of: [nameField, emailField, planControl, newsletter, summaryLabel])
    }

    override func updateObservedProperties() {
        if nameField.text != profile.name { nameField.text = profile.name }
        if emailField.text != profile.email { emailField.text = profile.email }
        planControl.selectedSegmentIndex = profile.plan.rawValue
        #if os(iOS)
        newsletterSwitch.isOn = profile.wantsNewsletter
        #else
        newsletterButton.setTitle(profile.wantsNewsletter ? "On" : "Off", for: .normal)
        #endif
        summaryLabel.text = profile.isComplete
            ? "\(profile.name) <\(profile.email)>, \(profile.plan.name) plan\(profile.wantsNewsletter ? ", newsletter" : "")"
            : "Enter a name and an email address."
    }

    @objc private func fieldChanged() {
        profile.name = nameField.text ?? ""
        profile.email = emailField.text ?? ""
    }

    @objc private func planChanged() {
        profile.plan = Profile.Plan(rawValue: planControl.selectedSegmentIndex) ?? .free
    }

    @objc private func newsletterChanged() {
        #if os(iOS)
        profile.wantsNewsletter = newsletterSwitch.isOn
        #else
        profile.wantsNewsletter.toggle()
        #endif
    }

    private func label(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        return label
    }
}
