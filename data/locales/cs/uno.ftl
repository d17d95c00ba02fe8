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
uno-error-not-in-hand = { $card } v ruce nemáte.
# A move the UNO rules refuse, told privately to the player who tried it. $card: a card as the table writes it. $top: the card on top of the pile.
uno-error-does-not-match = { $card } nejde přiložit na { $top }.
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

