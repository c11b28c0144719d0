import Combine

extension GrocerySettings {}
