import Testing
import TextTerminal
import TextViews

@MainActor @Suite(.unbridged) struct LayoutTests {
    @Test func stacksAlignAndSpace() {
        let host = TextHost {
            VStack {
                Text("Title")
                Text("a longer line")
                HStack(spacing: 2) {
                    Text("x")
                    Text("y\nz")
                }
            }
        }
        #expect(host.frame == """
                Title
            a longer line
                x  y
                   z
            """)
    }

    @Test func aLabelDrawsItsSymbolNameBeforeItsTitle() {
        let host = TextHost {
            HStack {
                Label("Message", systemImage: "envelope.open")
                Text("!")
            }
        }
        #expect(host.frame == "[envelope.open] Message !")
    }

    @Test func spacersFillTheWidthADividerSpans() {
        let host = TextHost {
            VStack(alignment: .leading) {
                HStack {
                    Text("Left")
                    Spacer()
                    Button("OK") {}
                }
                Divider()
                Text("the widest line here")
            }
        }
        #expect(host.frame == """
            Left          [ OK ]
            ────────────────────
            the widest line here
            """)
    }

    @Test func paddingBorderFrameAndBadge() {
        let host = TextHost {
            VStack(alignment: .leading) {
                Text("Inbox").badge(3)
                Text("Sent").badge(0)
                Text("box").padding(.horizontal, 1).border()
                Text("cut here").frame(width: 3, alignment: .leading)
                Text("mid").frame(width: 7)
            }
        }
        #expect(host.frame == """
            Inbox (3)
            Sent
            ┌─────┐
            │ box │
            └─────┘
            cut
              mid
            """)
    }

    @Test func forEachAndConditionals() {
        let items = ["a", "b"]
        let host = TextHost {
            ForEach(items, id: \.self) { item in
                if item == "a" {
                    Text("first \(item)")
                } else {
                    Text("other \(item)")
                }
            }
            Group {
                Text("in group")
            }
        }
        #expect(host.frame == "first a\nother b\nin group")
    }

    @Test func identifiableForEachAndLabelledToggle() {
        struct Item: Identifiable {
            let id: Int
            let name: String
        }
        let host = TextHost {
            ForEach([Item(id: 1, name: "one"), Item(id: 2, name: "two")]) { item in
                Toggle(isOn: .constant(item.id == 2)) { Text(item.name) }
            }
        }
        #expect(host.frame == "[ ] one\n[x] two")
    }
}
