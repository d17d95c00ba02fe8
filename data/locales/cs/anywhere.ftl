# Hrát kdekoli: instalace osobou, skupinové zprávy, přímé zprávy a servery bez bota.

# /<game> start in a server that did not add Cantina and switched external apps off.
anywhere-external-apps-off = Tento server dovoluje aplikacím jako Cantina odpovídat jen soukromě, takže stůl by nikdo jiný neviděl. Požádejte správce serveru, aby Cantinu na server přidal (nebo povolil **Používat externí aplikace**), nebo hrajte ve skupinové konverzaci.
# A screen's button that would open a table, where the bot is not a member.
anywhere-open-by-command = Zde se hra otevírá svým příkazem (například `/{ cmd-pazaak-name } { cmd-start-name }`): jeho odpověď se stane stolem.

# Under a table waiting for a person. $when: a Discord timestamp shown as "in 45 seconds".
anywhere-turn-ends = ⏳ { $name }: tah končí { $when }.
# Challenge card: what accepting commits to. $timeout: "60 s", "2 min".
anywhere-challenge-clock = Čas na tah: { $timeout }. { $misses ->
    [one] Jeden zmeškaný tah znamená
    [few] { $misses } zmeškané tahy po sobě znamenají
   *[other] { $misses } zmeškaných tahů po sobě znamená
} prohru zápasu, která se započítá do hodnocení.
# Challenge card when the turn time is under $min seconds: the match plays unrated.
anywhere-challenge-clock-unrated = Čas na tah: { $timeout }, méně než { $min } sekund potřebných pro hodnocený zápas: tento zápas se do hodnocení nepočítá. { $misses ->
    [one] Jeden zmeškaný tah znamená
    [few] { $misses } zmeškané tahy po sobě znamenají
   *[other] { $misses } zmeškaných tahů po sobě znamená
} prohru.
# Lobby card, after the seats rule.
anywhere-lobby-unrated = Při času na tah pod { $min } sekund se tato hra do hodnocení nepočítá.
