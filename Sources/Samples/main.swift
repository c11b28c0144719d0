print("no samples yet")
