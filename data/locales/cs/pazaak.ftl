# Pazaak
