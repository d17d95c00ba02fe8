# Hrát kdekoli: instalace osobou, skupinové zprávy, přímé zprávy a servery bez bota.

cmd-challenge-pazaak-name = Vyzvat na Pazaak
cmd-challenge-oril-name = Vyzvat na Oril

anywhere-external-apps-off = Tento server dovoluje aplikacím jako Cantina odpovídat jen soukromě, takže stůl by nikdo jiný neviděl. Požádejte správce serveru, aby Cantinu na server přidal (nebo povolil **Používat externí aplikace**), nebo hrajte ve skupinové konverzaci.
anywhere-open-by-command = Zde se hra otevírá svým příkazem (například `/pazaak začít`): jeho odpověď se stane stolem.

anywhere-turn-ends = ⏳ { $name }: tah končí { $when }.
anywhere-challenge-clock = Čas na tah: { $timeout }. { $misses ->
    [one] Jeden zmeškaný tah znamená
    [few] { $misses } zmeškané tahy po sobě znamenají
   *[other] { $misses } zmeškaných tahů po sobě znamená
} prohru zápasu, která se započítá do hodnocení.
anywhere-challenge-clock-unrated = Čas na tah: { $timeout }, méně než { $min } sekund potřebných pro hodnocený zápas: tento zápas se do hodnocení nepočítá. { $misses ->
    [one] Jeden zmeškaný tah znamená
    [few] { $misses } zmeškané tahy po sobě znamenají
   *[other] { $misses } zmeškaných tahů po sobě znamená
} prohru.
anywhere-lobby-unrated = Při času na tah pod { $min } sekund se tato hra do hodnocení nepočítá.
