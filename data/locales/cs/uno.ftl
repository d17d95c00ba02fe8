# Uno's own sentences: refusals of its rules and its screens, shown privately to one person.

## A move the UNO rules refuse, told privately to the player who tried it.

# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-seat-count = Stůl potřebuje 2 až 10 míst.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-no-such-seat = Takové místo u tohoto stolu není.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-match-over = Partie skončila.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-round-over = Kolo skončilo; začněte další.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-round-not-over = Další kolo může začít, až když to současné skončí.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-invalid-card = Taková karta neexistuje.
# A move the UNO rules refuse, told privately to the player who tried it. $card: a card as the table writes it.
uno-error-not-in-hand = Kartu { $card } v ruce nemáte.
# A move the UNO rules refuse, told privately to the player who tried it. $card: a card as the table writes it. $top: the card on top of the pile.
uno-error-does-not-match = Kartu { $card } teď zahrát nelze, navrchu je { $top }.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-color-required = U divoké karty musíte zvolit barvu.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-color-not-allowed = Barvu volí jen divoká karta.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-swap-required = Zvolte místo, se kterým si vyměníte ruku.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-bad-swap-target = Ruku si můžete vyměnit jen s jiným místem u stolu.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-swap-not-allowed = Ruce vyměňuje jen sedmička, a to jen s pravidlem sedm-nula.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-wild-draw-four-not-allowed = Divokou +4 nesmíte zahrát, dokud máte v ruce kartu aktuální barvy.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-choose-color-first = Nejdřív zvolte barvu první karty.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-no-color-to-choose = Teď se žádná barva nevolí.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-already-drew = Už jste si lízli; zahrajte líznutou kartu, nebo dejte pas.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-only-drawn-card = Zahrát můžete jen kartu, kterou jste si právě lízli.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-must-play-drawn = Kartu, kterou jste si právě lízli, musíte zahrát.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-cannot-pass = Pas můžete dát jen hned poté, co si líznete hratelnou kartu.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-penalty-pending = Nejdřív musíte vyřešit čekající lízání.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-cannot-stack = Sčítat jde jen odpovídající +2 nebo divokou +4.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-nothing-to-challenge = Není tu žádná divoká +4, kterou by šlo napadnout.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-no-penalty = Žádné čekající lízání k přijetí není.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-cannot-call-uno = UNO můžete ohlásit jen se dvěma kartami v ruce, nebo hned poté, co vám zbude jedna.
# A move the UNO rules refuse, told privately to the player who tried it.
uno-error-cannot-jump-in = Skočit do hry můžete jen s kartou úplně stejnou, jako je horní karta.
# A move the UNO rules refuse, told privately to the player who tried it. $reason: why, a sentence.
uno-error-bad-setup = Nastavení hry si odporuje: { $reason }

## A table option out of range (from /uno start or the lobby).

# A table option out of range (from /uno start or the lobby).
uno-options-penalty = Trest za UNO musí být 2 nebo 4 karty.
# A table option out of range (from /uno start or the lobby).
uno-options-window = Čas na ohlášení UNO musí být 3 až 30 sekund.
# A table option out of range (from /uno start or the lobby).
uno-options-goal = Bodový cíl musí být mezi 1 a 10000.

## Card names, as log lines, hands and buttons write them.

# A colour of UNO cards (in card names, colour buttons, the named colour).
uno-color-red = červená
# A colour of UNO cards.
uno-color-yellow = žlutá
# A colour of UNO cards.
uno-color-green = zelená
# A colour of UNO cards.
uno-color-blue = modrá
# A number card. $color: a colour (uno-color-*). $number: 0 to 9.
uno-card-number = { $color } { $number }
# A Skip card. $color: its colour.
uno-card-skip = { $color } stop
# A Reverse card. $color: its colour.
uno-card-reverse = { $color } změna směru
# A Draw Two card. $color: its colour.
uno-card-draw-two = { $color } +2
# The Wild card.
uno-card-wild = divoká karta
# The Wild Draw Four card.
uno-card-wild-draw-four = divoká +4
# Short name of a Skip card on a hand's button (after the card's number in the hand).
uno-short-skip = Stop
# Short name of a Reverse card on a hand's button.
uno-short-reverse = Změna směru
# Short name of a Wild card on a hand's button.
uno-short-wild = Divoká
# Short name of a Wild Draw Four card on a hand's button.
uno-short-wild-draw-four = Divoká +4

## A Wild on top of the pile, named with its colour.

# A Wild or Wild Draw Four on top of the pile with the colour it named (in a refusal). $card: the card (uno-card-wild*). $color: the colour (uno-color-*).
uno-card-wild-colored = { $card } ({ $color })

## The table message (public, in the table's language).

# Table title while a player names the colour of a Wild. $name: the player.
uno-title-choosing = UNO — { $name } volí barvu
# Table title: whose turn it is. $name: the player.
uno-title-turn = UNO — na tahu je { $name }
# Table title: a player must take a draw penalty. $name: the player. $amount: cards.
uno-title-penalty = UNO — { $name } si musí líznout { $amount ->
    [one] { $amount } kartu
    [few] { $amount } karty
   *[other] { $amount } karet
  }
# Table title: a round is won. $name: the winner.
uno-title-round-won = UNO — { $name } vyhrává kolo
# Table title: the match is won. $name: the winner.
uno-title-match-won = UNO — { $name } vyhrává!
# Table field title after a round: each player's hand.
uno-field-hands = Ruce
# Table field title after a round of a points match.
uno-field-scores = Body
# A line of the Hands field: the player emptied their hand. $name: the player.
uno-hand-out = 🏆 { $name }: bez karet
# A line of the Hands field. $name: the player. $cards: cards left. $points: their value.
uno-hand-left = { $name }: { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[other] { $cards } karet
  }, { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodů
  }
# Table footer. $round: the round number. $settings: the settings, one line.
uno-footer = Kolo { $round } · { $settings }
# Button: open one's hand privately.
uno-button-hand = Ruka
# Button: draw a card.
uno-button-draw = Líznout
# Button: call UNO.
uno-button-uno = UNO!
# Button: take the pending draw penalty. $amount: cards.
uno-button-take = Líznout { $amount }
# Button: challenge a Wild Draw Four.
uno-button-challenge = Napadnout
# Button: start the next round of a points match.
uno-button-next-round = Další kolo
# Result of a finished match. $name: the winner. $points: their total.
uno-result = { $name } vyhrává se { $points ->
    [one] { $points } bodem
    [few] { $points } body
   *[other] { $points } body
  }.

## A player's hand (private, in the player's own language).

# Hand picture heading and text title. $cards: how many cards.
uno-hand-title = { $cards ->
    [one] Vaše ruka — { $cards } karta
    [few] Vaše ruka — { $cards } karty
   *[other] Vaše ruka — { $cards } karet
  }
# Hand, after choosing a Wild. $card: the card (uno-card-*).
uno-choose-colour = Zvolte barvu pro kartu { $card }.
# Hand, after choosing a 7 under the seven-0 rule. $card: the card.
uno-choose-swap = S kým si vyměníte ruku? (hrajete kartu { $card })
# Hand status: the player names the colour of the Wild that opened the round.
uno-status-name-colour = **Jste na tahu:** zvolte barvu divoké karty.
# Hand status: the player drew a playable card and must play it.
uno-status-play-drawn = **Jste na tahu:** zahrajte kartu, kterou jste si lízli.
# Hand status: the player drew a playable card and may play or keep it.
uno-status-play-or-keep = **Jste na tahu:** zahrajte kartu, kterou jste si lízli, nebo si ji nechte.
# Hand status: the player's ordinary turn.
uno-status-play = **Jste na tahu:** zahrajte zvýrazněnou kartu, nebo si lízněte.
# Hand status: a draw penalty is pending on the player. $amount: cards.
uno-status-take = **Jste na tahu:** lízněte si { $amount ->
    [one] { $amount } kartu
    [few] { $amount } karty
   *[other] { $amount } karet
  }.
# Hand status: a draw penalty the player may challenge. $amount: cards.
uno-status-take-or-challenge = **Jste na tahu:** lízněte si { $amount ->
    [one] { $amount } kartu
    [few] { $amount } karty
   *[other] { $amount } karet
  }, nebo napadněte divokou +4.
# Hand status: a draw penalty the player may stack on. $amount: cards.
uno-status-take-or-stack = **Jste na tahu:** lízněte si { $amount ->
    [one] { $amount } kartu
    [few] { $amount } karty
   *[other] { $amount } karet
  }, nebo přebijte kartou +2 či divokou +4.
# Hand status: a draw penalty the player may challenge or stack on. $amount: cards.
uno-status-take-challenge-or-stack = **Jste na tahu:** lízněte si { $amount ->
    [one] { $amount } kartu
    [few] { $amount } karty
   *[other] { $amount } karet
  }, napadněte divokou +4, nebo ji přebijte kartou +2 či divokou +4.
# Hand status: another player is to act. $name: that player.
uno-status-waiting = Čeká se na hráče { $name }.
# Hand status: the round is over. $name: the winner.
uno-status-round-won = { $name } vyhrává kolo.
# Hand status: the match is over. $name: the winner.
uno-status-won = { $name } vyhrává.
# Hand, after the status: the top card of the pile. $card: the card.
uno-top-card = Navrchu: { $card }.
# Hand, after the status: the top card is a Wild with a named colour. $card: the card. $color: the colour.
uno-top-card-wild = Navrchu: { $card } (barva { $color }).
# Hand, after a challenge by this player. $name: the accused player. $cards: their hand, listed.
uno-reveal = Napadli jste hráče { $name }. Karty v ruce: { $cards }.
# Hand, a reminder while the player may call UNO.
uno-press-uno = **Stiskněte UNO!**, než bude pozdě.
# Hand button: keep a drawn card and pass.
uno-button-keep = Nechat si
# Hand button: back from a colour or swap choice to the hand.
uno-button-back = Zpět
# Hand button: the previous page of a long hand.
uno-button-previous = ◀ Předchozí
# Hand button: the next page of a long hand.
uno-button-next = Další ▶
# Hand label (disabled button) of a long hand's page. $first, $last: card numbers. $cards: the hand's size.
uno-page = Karty { $first }–{ $last } z { $cards }

## Lines of the table log (public).

# Log. $round: the round number. $name: who starts. $card: the first card.
uno-log-round-started = Začíná { $round }. kolo: začíná { $name }, první karta je { $card }.
# Log: a Wild Draw Four turned up first goes back.
uno-log-first-card-returned = Divoká +4 nemůže kolo otevřít: vrací se do balíčku.
# Log. $name: the player. $card: the card. $color: the named colour as a key (red, yellow, green, blue); any other value is a colour already in words.
uno-log-played-wild = { $name } hraje kartu { $card } a volí { $color ->
        [red] červenou barvu
        [yellow] žlutou barvu
        [green] zelenou barvu
        [blue] modrou barvu
       *[other] barvu: { $color }
    }.
# Log. $name: the player. $card: the card.
uno-log-played = { $name } hraje kartu { $card }.
# Log: a card played out of turn (jump-in). $name: the player. $card: the card.
uno-log-jumped-in = { $name } skáče do hry s kartou { $card }!
# Log. $name: the player. $count: cards drawn.
uno-log-drew = { $count ->
    [one] { $name } si líže kartu.
    [few] { $name } si líže { $count } karty.
   *[other] { $name } si líže { $count } karet.
  }
# Log. $name: the player.
uno-log-cannot-draw = { $name } si nemůže líznout (došly karty) a dává pas.
# Log. $name: the player.
uno-log-passed = { $name } si kartu nechává a dává pas.
# Log. $name: the player.
uno-log-skipped = { $name } vynechává tah.
# Log: a Reverse made play go clockwise.
uno-log-clockwise = Hraje se teď po směru hodinových ručiček.
# Log: a Reverse made play go counter-clockwise.
uno-log-counter-clockwise = Hraje se teď proti směru hodinových ručiček.
# Log. $name: the player. $color: the colour as a key (red, yellow, green, blue); any other value is a colour already in words.
uno-log-color-chosen = { $name } volí { $color ->
        [red] červenou barvu
        [yellow] žlutou barvu
        [green] zelenou barvu
        [blue] modrou barvu
       *[other] barvu: { $color }
    }.
# Log. $name: the player. $amount: cards.
uno-log-draw-pending = { $name } si musí líznout { $amount ->
    [one] { $amount } kartu
    [few] { $amount } karty
   *[other] { $amount } karet
  }.
# Log. $name: the player. $amount: cards.
uno-log-draw-pending-challenge = { $name } si musí líznout { $amount ->
    [one] { $amount } kartu
    [few] { $amount } karty
   *[other] { $amount } karet
  }, nebo napadnout divokou +4.
# Log. $name: the challenger. $accused: the player who played the card.
uno-log-challenge-won = { $name } napadá hráče { $accused }: divoká +4 byla zahrána neprávem!
# Log. $name: the challenger. $accused: the player who played the card.
uno-log-challenge-lost = { $name } napadá hráče { $accused }: divoká +4 byla zahrána právem.
# Log. $name: the player.
uno-log-one-card = { $name } má poslední kartu...
# Log. $name: the player.
uno-log-uno-called = { $name } hlásí UNO!
# Log. $name: the player. $count: penalty cards.
uno-log-uno-penalty = { $name } zapomíná hlásit UNO a líže si { $count }.
# Log. $cards: cards in the new draw pile.
uno-log-reshuffled = Odhazovací balíček se zamíchal do nového balíčku na lízání ({ $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[other] { $cards } karet
  }).
# Log. $name: the player. $other: the other player.
uno-log-hands-swapped = { $name } si vyměňuje ruku s hráčem { $other }.
# Log: every hand moves one seat along (a 0 under seven-0).
uno-log-hands-rotated = Všichni posouvají své karty o místo dál.
# Log. $name: the player. $points: points scored.
uno-log-round-won = { $name } vyhrává kolo a získává { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodů
  }.
# Log. $name: the player. $points: the total.
uno-log-match-won = { $name } vyhrává zápas se { $points ->
    [one] { $points } bodem
    [few] { $points } body
   *[other] { $points } body
  }!

## The table's settings (lobby and footer, in the table's language).

# A setting that is on.
uno-on = zapnuto
# A setting that is off.
uno-off = vypnuto
# The goal: a single round.
uno-goal-round = jedno kolo
# The goal: a points total. $points: the total.
uno-goal-points = kdo první získá { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodů
  }
# Drawn-card rule: the player may play it.
uno-drawn-may = smí zahrát
# Drawn-card rule: the player must play it.
uno-drawn-must = musí zahrát
# Drawn-card rule: the player must keep it.
uno-drawn-keep = musí si nechat
# The settings, two lines. $goal: uno-goal-*. $window: seconds. $penalty: cards. $drawn: uno-drawn-*. The rest: uno-on or uno-off.
uno-settings =
    Cíl: { $goal } · čas na UNO! { $window } s, trest { $penalty } karty · líznutá karta: { $drawn } · napadení: { $challenge }
    Domácí pravidla: přebíjení { $stacking }, sedm-nula { $sevenzero }, skok do hry { $jumpin }, lízat do hratelné { $untilplayable }
# Lobby menu option: play to 500 points instead of one round.
uno-menu-goal-points = Cíl: hrát do 500 bodů
# Lobby menu option: play one round instead of to 500 points.
uno-menu-goal-round = Cíl: hrát jedno kolo
# Lobby menu option. $cards: the new penalty.
uno-menu-penalty = Trest za UNO!: { $cards ->
    [one] { $cards } kartu
    [few] { $cards } karty
   *[other] { $cards } karet
  }
# Lobby menu option. $seconds: the new window.
uno-menu-window = Čas na UNO!: { $seconds } s
# Lobby menu option: the next drawn-card rule.
uno-menu-drawn = Líznutá karta: další pravidlo
# Description under uno-menu-drawn.
uno-menu-drawn-order = smí zahrát → musí zahrát → musí si nechat
# Lobby menu option: turn the challenge rule on.
uno-menu-challenge-on = Napadení: zapnout
# Lobby menu option: turn the challenge rule off.
uno-menu-challenge-off = Napadení: vypnout
# Lobby menu option: turn stacking on.
uno-menu-stacking-on = Přebíjení: zapnout
# Lobby menu option: turn stacking off.
uno-menu-stacking-off = Přebíjení: vypnout
# Lobby menu option: turn seven-0 on.
uno-menu-sevenzero-on = Sedm-nula: zapnout
# Lobby menu option: turn seven-0 off.
uno-menu-sevenzero-off = Sedm-nula: vypnout
# Lobby menu option: turn jump-in on.
uno-menu-jumpin-on = Skok do hry: zapnout
# Lobby menu option: turn jump-in off.
uno-menu-jumpin-off = Skok do hry: vypnout
# Lobby menu option: turn draw-until-playable on.
uno-menu-untilplayable-on = Lízat do hratelné: zapnout
# Lobby menu option: turn draw-until-playable off.
uno-menu-untilplayable-off = Lízat do hratelné: vypnout

## Words on the UNO pictures and their text versions (the table's language for the table, the player's for a hand).

# Under the draw pile. $cards: cards left in it.
uno-pic-left = zbývá { $cards }
# The colour to follow, on a chip under the top card (upper case where the script has it).
uno-pic-red = ČERVENÁ
# The colour to follow.
uno-pic-yellow = ŽLUTÁ
# The colour to follow.
uno-pic-green = ZELENÁ
# The colour to follow.
uno-pic-blue = MODRÁ
# The colour to follow before a wild's colour is named.
uno-pic-any = LIBOVOLNÁ BARVA
# Under the strip of the last cards played.
uno-pic-last-plays = poslední karty
# After a seat's card count on its badge (the number is drawn before it). $cards: the count.
uno-pic-cards = { $cards ->
    [one] karta
    [few] karty
   *[other] karet
  }
# A seat's match points. $points: the points.
uno-pic-points = { $points } b.
# A hand picture without cards.
uno-pic-no-cards = Žádné karty v ruce
# Under a hand picture too long to show whole. $cards: cards not shown.
uno-pic-more-cards = { $cards ->
    [one] +{ $cards } další karta není vidět
    [few] +{ $cards } další karty nejsou vidět
   *[other] +{ $cards } dalších karet není vidět
  }
# The colour to follow before a wild's colour is named (text version).
uno-any-colour = libovolná barva
# Text version: play goes clockwise.
uno-text-clockwise = ↻ po směru hodinových ručiček
# Text version: play goes counter-clockwise.
uno-text-counter-clockwise = ↺ proti směru hodinových ručiček
# Text version, first line. $card: the top card. $color: the colour to follow. $direction: uno-text-*clockwise. $deck: cards in the draw pile.
uno-text-top = Navrchu: { $card } · barva: { $color } · { $direction } · v balíčku { $deck }
# Text version: the last cards played. $cards: the list.
uno-text-last-plays = Poslední karty: { $cards }
# Text version: a seat's card count. $cards: the count.
uno-text-cards = { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[other] { $cards } karet
  }
# Text version: a seat with one card that has not called UNO yet.
uno-text-not-called = UNO nenahlášeno
# Banner across the table picture at the end of a round. $name: the winner. $points: points scored.
uno-banner = { $name } získává { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodů
  }

## /uno: the command, its options and the game's title

# Hra UNO, volba v /statistiky a /žebříček.
game-title-uno = UNO
# Název příkazu /uno.
cmd-uno-name = uno
# Popis příkazu /uno.
cmd-uno-description = UNO pro 2–10 hráčů s přáteli a počítačovými hráči
# Volba /uno začít: jedno kolo, nebo hra do 500 bodů.
cmd-uno-goal-name = cíl
# Popis volby „cíl“.
cmd-uno-goal-description = Jedno kolo, nebo kdo první získá 500 bodů
# Volba „cíl“: jediné kolo.
cmd-uno-goal-round = Jedno kolo
# Volba „cíl“: hra do 500 bodů.
cmd-uno-goal-500 = 500 bodů
# Volba /uno začít: kolik karet za neohlášené UNO!.
cmd-uno-penalty-name = trest
# Popis volby „trest“.
cmd-uno-penalty-description = Kolik karet si lízne, kdo včas neohlásí UNO! (výchozí 4)
# Volba „trest“.
cmd-uno-penalty-4 = 4 karty
# Volba „trest“.
cmd-uno-penalty-2 = 2 karty
# Volba /uno začít: sekundy na ohlášení UNO!.
cmd-uno-uno-window-name = čas_na_uno
# Popis volby „čas_na_uno“.
cmd-uno-uno-window-description = Sekundy na stisk UNO! poté, co vám zbude jedna karta (výchozí 5)
# Volba /uno začít: co s líznutou kartou, která jde zahrát.
cmd-uno-drawn-card-name = líznutá_karta
# Popis volby „líznutá_karta“.
cmd-uno-drawn-card-description = Líznutou hratelnou kartu: smíte zahrát (výchozí), musíte zahrát, musíte si nechat
# Volba „líznutá_karta“.
cmd-uno-drawn-card-may = Smí se zahrát
# Volba „líznutá_karta“.
cmd-uno-drawn-card-must = Musí se zahrát
# Volba „líznutá_karta“.
cmd-uno-drawn-card-keep = Musí zůstat v ruce
# Volba /uno začít: divokou +4 lze napadnout (True/False).
cmd-uno-challenge-name = napadení
# Popis volby „napadení“.
cmd-uno-challenge-description = Divokou kartu +4 lze napadnout (výchozí zapnuto)
# Volba /uno začít, domácí pravidlo: přebíjení lízacích karet.
cmd-uno-stacking-name = přebíjení
# Popis volby „přebíjení“.
cmd-uno-stacking-description = Domácí pravidlo: +2 a divokou +4 lze přebít další takovou kartou
# Volba /uno začít, domácí pravidlo: 7 mění ruce, 0 je posílá dál.
cmd-uno-seven-zero-name = sedm_nula
# Popis volby „sedm_nula“.
cmd-uno-seven-zero-description = Domácí pravidlo: 7 = výměna karet s jiným hráčem, 0 = všichni posunou karty dál
# Volba /uno začít, domácí pravidlo: skočit do hry stejnou kartou.
cmd-uno-jump-in-name = skok_do_hry
# Popis volby „skok_do_hry“.
cmd-uno-jump-in-description = Domácí pravidlo: úplně stejnou kartu lze zahrát i mimo tah
# Volba /uno začít, domácí pravidlo: lízat, dokud nelze hrát.
cmd-uno-draw-until-playable-name = lízat_do_hratelné
# Popis volby „lízat_do_hratelné“.
cmd-uno-draw-until-playable-description = Domácí pravidlo: lízat, dokud nepřijde karta, kterou jde zahrát

## How to play, for /help

# Jak se hraje UNO, v jeho oddílu /nápověda.
help-game-uno = Přiložte kartu stejné barvy nebo symbolu jako horní karta, nebo zahrajte divokou. Tlačítkem **{ uno-button-hand }** si své karty soukromě prohlédnete a zahrajete. Se dvěma kartami stiskněte **{ uno-button-uno }** (před zahráním, nebo v časovém okně po něm), jinak si líznete trest. Divokou +4 lze napadnout. Kolo vyhrává, kdo se první zbaví všech karet.

## The button under a finished game that starts another with the same seats

# Button under a finished UNO game.
table-again-uno = Hrát znovu
