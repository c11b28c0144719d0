import SwiftUI

struct NotesView: View {
    @ObservedObject var viewModel: NotesViewModel
    @State private var draft = ""

    private var header: some View {
        Text("\(viewModel.visible.count) of \(viewModel.notes.count) notes")
    }

    var body: some View {
        VStack {
            header
            TextField("Search", text: $viewModel.query)
            NoteList(notes: viewModel.visible)
            HStack {
                TextField("New note", text: $draft)
                Button("Add") { viewModel.add(title: draft) }
            }
        }
        .onReceive(viewModel.$notes) { notes in
            print("now \(notes.count) notes")
        }
    }
}

struct NoteList: View {
    let notes: [Note]

    var body: some View {
        List(notes) { note in
            Text(note.title)
        }
    }
}
