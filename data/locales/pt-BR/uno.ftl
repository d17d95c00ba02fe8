# Uno
