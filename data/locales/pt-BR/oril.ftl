# Oril's own sentences: refusals of its rules and its screens, shown privately to one person.

## A sowing or agreement refused by the Oril rules, told privately to the player.

# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-game-over = A partida acabou.
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-no-such-seat = Você não está jogando esta partida.
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-empty-house = A casa { $house } está vazia: escolha uma casa com pedras.
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-must-feed = Seu adversário está sem pedras: jogue uma casa cujas pedras cheguem ao campo dele (a casa { $house } não chega).
# A sowing or agreement refused by the Oril rules, told privately to the player. $house: a house number (1-6).
oril-error-grand-slam = A casa { $house } capturaria as seis casas do adversário, o que só é permitido quando você não tem outra jogada.
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-already-agreed = Você já concordou em encerrar a partida; aguardando o adversário.
# A sowing or agreement refused by the Oril rules, told privately to the player.
oril-error-not-agreed = Você não concordou em encerrar a partida, então não há nada para retirar.


## Oril's own refusals.

# A table opened for Oril with other than two seats (a bug). $seats: the number of seats.
oril-two-players = O Oril se joga em dois, não em { $seats }.
# A stored Oril game failed its check on restore (a damaged record). $stones: the stones counted.
oril-board-broken = O tabuleiro tem { $stones ->
        [one] { $stones } pedra
       *[other] { $stones } pedras
    }, não 48.
# A stored Oril game names a forfeit by a seat that does not exist (a damaged record).
oril-forfeit-broken = O registro desta partida aponta a desistência de um lugar que não existe.
