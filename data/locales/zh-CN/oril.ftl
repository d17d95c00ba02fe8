# Oril
