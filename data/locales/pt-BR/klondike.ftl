# Klondike
