# Oril's own sentences: refusals of its rules and its screens, shown privately to one person.

## A sowing or agreement refused by the Oril rules, told privately to the player.

# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-game-over = Partie skončila.
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-no-such-seat = V této partii nehrajete.
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-empty-house = Jamka { $house } je prázdná: vyberte jamku, ve které jsou kameny.
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-must-feed = Soupeř nemá žádné kameny: musíte hrát jamku, jejíž kameny dojdou na jeho stranu (jamka { $house } nedojde).
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-grand-slam = Jamka { $house } by zajala všech šest soupeřových jamek, a to smíte, jen když nemáte jiný tah.
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-already-agreed = S ukončením partie už jste souhlasili; čeká se na soupeře.
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-not-agreed = S ukončením partie jste nesouhlasili, takže není co vzít zpět.


## Oril's own refusals.

# A table opened for Oril with other than two seats (a bug). $seats: the number of seats.
oril-two-players = Oril hrají dva, ne { $seats }.
# A stored Oril game failed its check on restore (a damaged record). $stones: the stones counted.
oril-board-broken = Deska obsahuje { $stones ->
        [one] { $stones } kámen
        [few] { $stones } kameny
        [many] { $stones } kamene
       *[other] { $stones } kamenů
    }, ne 48.
# A stored Oril game names a forfeit by a seat that does not exist (a damaged record).
oril-forfeit-broken = Záznam této partie uvádí, že se vzdalo místo, které neexistuje.
