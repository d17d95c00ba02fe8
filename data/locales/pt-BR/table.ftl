# The table's own words, shared by every game: the lobby, the challenge, the rows the
# table adds under a game, and the lines of the table log. Public messages are written
# in the table's language (its opener's); private views in the reader's.

## Words that are shown as they are.

# A log line stored before log lines were messages, or words in nobody's language. $line: the words.
text-verbatim = { $line }

## The lobby (public message of a table people join).

# Lobby message text above the card. $game: the game's name.
lobby-content = Mesa de { $game } aberta: aperte **{ lobby-join }** para jogar. O anfitrião começa quando estiver pronto.
# Lobby card title. $game: the game's name. $seated: seats taken. $max: seats in all.
lobby-title = { $game } — sala de espera ({ $seated }/{ $max } lugares)
# Lobby card field title: the game's settings.
lobby-settings = Configurações
# Lobby card field title: how many seats and what happens to empty ones.
lobby-how-it-starts = Como começa
# Lobby card field text. $min and $max: fewest and most seats. $timeout: the turn timeout (table-timeout-*).
lobby-seats-rule = De { $min } a { $max } lugares; os lugares vazios até { $min } ficam com o computador. Tempo por jogada: { $timeout }.
# Lobby card, after lobby-seats-rule. $when: a Discord timestamp shown as "in 10 minutes".
lobby-closes = A sala de espera fecha { $when } se o jogo não começar.
# Lobby button: take a seat.
lobby-join = Entrar
# Lobby and table button: give up one's seat.
table-leave = Sair
# Lobby button: seat a computer player (host only).
lobby-add-ai = Adicionar computador
# Lobby button: start the game (host only).
lobby-start = Começar
# Lobby button: close the lobby (host only).
lobby-cancel = Cancelar
# Placeholder of the lobby's settings menu.
lobby-settings-menu = Anfitrião: mudar uma configuração…
# Placeholder of the lobby's menu that removes computer players.
lobby-kick-menu = Anfitrião: tirar um computador…
# Option of the lobby's menu that removes a computer player. $name: the computer's name.
lobby-kick = Tirar { $name }
# Placeholder of the lobby's and challenge's language menu (host only).
table-language-menu = Anfitrião: idioma da mesa…
# Description under each option of the language menu.
table-language-option = As mensagens e imagens da mesa ficam neste idioma.
# A turn timeout of none (lobby).
table-timeout-none = sem limite
# A turn timeout in whole minutes (lobby). $minutes: the number.
table-timeout-minutes = { $minutes } min
# A turn timeout in seconds (lobby). $seconds: the number.
table-timeout-seconds = { $seconds } s
# Lobby and challenge settings, after the game's own. $seed: the deal number the host chose.
table-seed-chosen = Número da distribuição { $seed }, escolhido pelo anfitrião: ele decide todas as mãos, então qualquer um pode descobrir as cartas a partir dele.

## The challenge (public message of a 1v1 game against a person).

# Challenge message text; the opponent is pinged. $opponent: a Discord mention. $challenger: a name. $game: the game's name.
challenge-content = { $opponent }, { $challenger } desafia você para uma partida de { $game }!
# Challenge card title. $game: the game's name.
challenge-title = { $game } — desafio
# Challenge card text. $challenger and $opponent: names.
challenge-versus = { $challenger } contra { $opponent }.
# Challenge card, after challenge-versus. $when: a Discord timestamp shown as "in 10 minutes".
challenge-expires = O desafio expira { $when }.
# Challenge button for the challenged person.
challenge-accept = Aceitar
# Challenge button for the challenged person.
challenge-decline = Recusar
# Challenge button for the challenger: take the challenge back.
challenge-withdraw = Retirar

# The challenged person's name when Discord sent none (the challenge's language).
challenge-unnamed-opponent = seu adversário

## Rows the table adds and what it shows around a game.

# Button a person presses to take their seat back from the computer.
table-back = Voltei
# Button under a private view that shows it again, up to date.
table-refresh = Atualizar
# Private view, above the hand, while a computer plays the person's seat.
table-computer-plays = O computador está jogando por você.
# Public message of a table that is closed and shows no game.
table-closed-view = Esta mesa está fechada.

## Lines of the table log (public, shown under the game). Names are never translated.

# Log: a person opened a lobby. $name: their name.
log-opened = { $name } abriu a mesa.
# Log: a person joined the lobby. $name: their name.
log-joined = { $name } entrou.
# Log: a person left the lobby or the table. $name: their name.
log-left = { $name } saiu.
# Log: the host left the lobby and someone else hosts now. $name: who left. $host: the new host.
log-left-new-host = { $name } saiu; { $host } agora é o anfitrião.
# Table result: the last person left the lobby. $name: their name.
log-left-closed = { $name } saiu; a mesa foi fechada.
# Log: a computer player took a seat in the lobby. $name: the computer's name.
log-sat-down = { $name } sentou-se.
# Log: a computer player was removed from the lobby. $name: the computer's name.
log-stood-up = { $name } levantou-se.
# Table result: the lobby was cancelled. $name: who cancelled it.
log-cancelled-by = { $name } cancelou a mesa.
# Log: the lobby was cancelled.
log-cancelled = A mesa foi cancelada.
# Log: the host changed a setting. $name: the host.
log-settings-changed = { $name } mudou as configurações.
# Log: the host changed the table's language. $name: the host. $language: the language's own name.
log-language-changed = { $name } mudou o idioma da mesa para { $language }.
# Log: the game began. $names: the players' names, comma-separated.
log-game-starts = O jogo começa: { $names }.
# Log: a challenge was sent. $name: the challenger. $opponent: the challenged person.
log-challenged = { $name } desafiou { $opponent }.
# Log: a challenge to a rematch. $name: the challenger. $opponent: the challenged person.
log-challenged-again = { $name } desafiou { $opponent } para mais uma partida.
# Log: the challenged person accepted. $name: their name.
log-accepted = { $name } aceitou o desafio.
# Table result: the challenged person declined. $name: their name.
log-declined-challenge = { $name } recusou o desafio.
# Log: the challenged person declined. $name: their name.
log-declined = { $name } recusou.
# Table result: the challenger took the challenge back. $name: their name.
log-withdrew = { $name } retirou o desafio.
# Log: the challenge was taken back.
log-withdrawn = O desafio foi retirado.
# Log and result: nobody answered the challenge in time.
log-challenge-expired = O desafio expirou.
# Table result: nobody started the lobby in time.
log-lobby-closed = Ninguém começou o jogo; a mesa foi fechada.
# Log: nobody started the lobby in time.
log-lobby-expired = A sala de espera expirou.
# Log: a lobby for another game with the same seats. $name: who opened it.
log-opened-again = { $name } abriu outra partida: aperte **{ lobby-join }** para jogar.
# Log: another game started at once. $name: who started it.
log-started-again = { $name } começou outra partida.
# Log: a person's turn timer ran out. $name: their name.
log-timed-out = O tempo de { $name } acabou.
# Log and result: a person timed out too often in a duel. $name: their name. $turns: how many turns.
log-timed-out-forfeits = O tempo de { $name } acabou { $turns } vezes seguidas; { $name } perde por abandono.
# Log: a computer plays an absent person's seat. $name: their name.
log-away = { $name } parece ausente: o computador joga por essa pessoa até ela apertar **{ table-back }**.
# Log: a person took their seat back from the computer. $name: their name.
log-back = { $name } voltou.
# Log and result: a person left a rated game early. $name: their name.
log-left-forfeits = { $name } saiu do jogo e perde por abandono.
# Log: a person left; a computer sits in their place. $name: their name.
log-left-computer-took = { $name } saiu; o computador ficou com o lugar.
# Log and result: a person left the game. $name: their name.
log-left-game = { $name } saiu do jogo.
# Table result: a person left and the game cannot go on. $name: their name.
log-left-game-over = { $name } saiu; o jogo acabou.
# Log and result: a player ended a rated game early. $name: their name.
log-ended-forfeits = { $name } encerrou a mesa e perde por abandono.
# Log and result: the host or a moderator ended the table. $name: their name.
log-ended = { $name } encerrou a mesa.

## Words every game's pictures and their text versions share.

# Text version of a hand picture, first line. $title: the hand's heading. $cards: cards. $playable: playable cards.
pic-hand-heading = { $title } ({ $cards ->
    [1] { $cards } carta
   *[other] { $cards } cartas
  }, { $playable ->
    [1] { $playable } jogável
   *[other] { $playable } jogáveis
  })
# Text version of a hand picture: the playable cards. $cards: the list.
pic-hand-playable = Jogáveis: { $cards }
# Text version of a hand picture: the cards that cannot be played now. $cards: the list.
pic-hand-not-playable = Não jogáveis: { $cards }
# A seat of a computer player, on a picture's name tag (short).
pic-ai = PC
# The seat whose turn it is, on a picture's tag (short, upper case where the script has it).
pic-turn = VEZ
# A hand picture's heading, right: how many of its cards can be played now. $playable: playable cards. $cards: cards.
pic-playable-of = { $playable } de { $cards ->
    [1] { $cards } jogável
   *[other] { $cards } jogáveis
  }
