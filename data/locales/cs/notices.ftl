# Odmítnutí a upozornění, která platforma ukáže jen jednomu člověku (soukromá odpověď
# na kliknutí nebo lomítkový příkaz), v jakékoli hře.

# Kliknutí nebo příkaz u stolu, který skončil nebo byl odstraněn.
notice-game-gone = Tato hra skončila nebo už neexistuje.
# Kliknutí na tlačítko, jehož id bot nezná (stará zpráva).
notice-unknown-button = Toto tlačítko neznám. Možná je ze starší verze hry.
# Volba v nabídce nebo hodnota, kterou hra nepřijímá.
notice-invalid-choice = Tato volba není platná.
# Příkaz nebo podpříkaz, který bot nezná.
notice-unknown-command = Tento příkaz neznám.
# Nabídka nastavení v čekárně uvedla neexistující nastavení.
notice-unknown-setting = Takové nastavení neexistuje.
# /statistiky nebo /žebříček s hrou, kterou bot nemá.
notice-unknown-game = Taková hra neexistuje.
# Jakékoli kliknutí nebo příkaz během restartu bota.
notice-restarting = Cantina se restartuje; zkuste to prosím za chvíli.
# Databázi nelze přečíst (výsledky, kariéry, statistiky).
notice-store-unavailable = Databáze není dostupná; zkuste to prosím znovu.
# Tah nešlo uložit a byl vrácen.
notice-not-saved = Při ukládání stolu se něco pokazilo; nic se nezměnilo. Zkuste to prosím znovu.
# Tah se možná uložil, možná ne (disk selhal uprostřed).
notice-maybe-not-saved = Při ukládání stolu se něco pokazilo: váš tah se možná neuložil. Stůl ukazuje poslední uložený stav; než budete hrát dál, zkontrolujte ho.
# Stůl, jehož nastavení zapsala jiná verze bota.
notice-settings-unreadable = Nastavení tohoto stolu nelze přečíst (zapsala ho jiná verze bota); nic se nezměnilo.
# Kliknutí na tlačítko stolu od někoho, kdo u něj nesedí.
notice-not-seated = U tohoto stolu nehrajete.
# Herní tlačítko stisknuté, když je stůl ještě čekárna.
notice-not-started = Hra ještě nezačala.
# Herní tlačítko stisknuté po konci hry.
notice-game-over = Tato hra skončila.
# Kliknutí na starší obrázek stolu; spolu s tím se ukáže aktuální.
notice-outdated = To tlačítko bylo na starším zobrazení, takže se neprovedlo. Takhle stůl vypadá teď.
# /<hra> ukončit nebo /klondike přesunout v kanálu bez stolu té hry.
notice-no-table-here = V tomhle kanálu není stůl této hry.
# Kliknutí, které přišlo těsně po konci stolu.
notice-just-ended = Ten stůl právě skončil.
# /<hra> ukončit od někoho, kdo není hostitel ani moderátor.
notice-not-allowed-to-end = Tento stůl může ukončit jen hostitel nebo člen s oprávněním Spravovat zprávy.
# „Play again“ od někoho, kdo v té hře nehrál.
notice-not-a-player-of-that-game = Další hru mohou začít jen hráči té hry.
# „Play again“, když si mezitím jeden z hráčů smazal své záznamy.
notice-player-erased = Jeden z hráčů té hry si mezitím smazal své záznamy, takže ji nelze hrát znovu se stejnými místy. Začněte raději novou hru.
# Stůl zavřený, protože hostitel, vyzyvatel nebo jediný hráč požádal o zapomenutí.
notice-player-forgotten = Stůl skončil: jeden z hráčů požádal o smazání svých údajů.
# /<hra> začít v kanálu, kde už stůl té hry je.
notice-channel-taken = V tomhle kanálu už běží nový stůl.
# /<hra> začít s čas_na_tah mimo 5–3600.
notice-bad-turn-timeout = Čas na tah musí být mezi 5 a 3600 sekundami.
# /oril začít nebo /pazaak začít se sebou jako soupeřem. `soupeř` je název volby.
notice-self-challenge = Nemůžete vyzvat sami sebe. Vynechte `soupeř` a budete hrát proti počítači.
# Výzva účtu bota.
notice-bot-challenge = Boti výzvy nepřijímají. Vynechte `soupeř` a budete hrát proti počítači.
# Výzva v soukromé zprávě, kde ji soupeř neuvidí.
notice-challenge-outside-server = Vyzvěte soupeře v kanálu serveru, kde výzvu uvidí. Tady vynechte `soupeř` a budete hrát proti počítači.
# Stůl zastavený vnitřní chybou.
notice-table-broken = Tento stůl narazil na problém a musel skončit; omlouváme se. Novou hru můžete začít kdykoli.
# /klondike začít, když bot nedokázal založit vlákno. `vlákno` je název volby.
notice-no-thread = Tady se mi nepodařilo otevřít vlákno. Mám oprávnění Vytvářet veřejná vlákna? Nebo hrajte v tomto kanálu s `vlákno: False`.
# /<hra> začít tam, kde botovi chybí oprávnění; $permissions je vypíše (anglické názvy z Discordu).
notice-missing-permissions = Tady stůl otevřít nemůžu: v tomto kanálu potřebuji {$permissions}. Správce serveru to může povolit, nebo hrajte v jiném kanálu.
# Když Discord několik minut odmítal nový stůl zobrazit.
notice-never-shown = Discord tento stůl několik minut nezobrazil, takže byl zavřen. Začněte ho prosím znovu.
# /klondike začít tam, kde chybí oprávnění pro vlákna; $permissions je vypíše.
notice-missing-thread-permissions = Tady vlákno otevřít nemůžu: potřebuji {$permissions}. Hrajte v tomto kanálu s `vlákno: False`, nebo požádejte správce serveru.
# /<hra> ukončit, zatímco stůl zpracovává tah.
notice-table-busy = Stůl je zaneprázdněný; zkuste `ukončit` prosím za chvíli znovu.
# Tlačítka čekárny (Join, Start) po začátku hry.
notice-already-started = Hra už začala.
# „I'm back“ od někoho, kdo už za své místo hraje.
notice-already-playing = Za své místo už hrajete.
# Jakékoli kliknutí u stolu, který se nedaří ukládat.
notice-paused = Tento stůl má potíže s ukládáním a je pozastaven; zkuste to prosím později.
# Zveřejněno, když byl kanál stolu smazán nebo je pro bota skrytý.
notice-channel-lost = Stůl skončil: jeho kanál už není dostupný.
# Pasiáns zavřený po $hours hodinách bez tahu.
notice-solo-idle =
    { $hours ->
        [one] Nikdo nehrál {$hours} hodinu; stůl byl zavřen.
        [few] Nikdo nehrál {$hours} hodiny; stůl byl zavřen.
        [many] Nikdo nehrál {$hours} hodiny; stůl byl zavřen.
       *[other] Nikdo nehrál {$hours} hodin; stůl byl zavřen.
    }
# Kliknutí po konci; $result je řádek s výsledkem od samotné hry.
notice-game-over-with = Tato hra skončila. {$result}
# /klondike začít od někoho, kdo už má $count otevřených pasiánsů; $tables jsou odkazy.
notice-too-many-solo-tables =
    { $count ->
        [one] Už máte otevřený {$count} pasiáns, víc jeden člověk mít nemůže. Nejdřív nějaký dohrajte nebo ukončete: {$tables}
        [few] Už máte otevřené {$count} pasiánsy, víc jeden člověk mít nemůže. Nejdřív nějaký dohrajte nebo ukončete: {$tables}
        [many] Už máte otevřeno {$count} pasiánsu, víc jeden člověk mít nemůže. Nejdřív nějaký dohrajte nebo ukončete: {$tables}
       *[other] Už máte otevřeno {$count} pasiánsů, víc jeden člověk mít nemůže. Nejdřív nějaký dohrajte nebo ukončete: {$tables}
    }
# /<hra> začít na serveru, který už má $count otevřených stolů (svůj limit).
notice-too-many-server-tables =
    { $count ->
        [one] Tento server už má {$count} otevřený stůl, víc nedovoluje. Nejdřív nějaký dohrajte nebo ukončete.
        [few] Tento server už má {$count} otevřené stoly, víc nedovoluje. Nejdřív nějaký dohrajte nebo ukončete.
        [many] Tento server už má {$count} otevřeného stolu, víc nedovoluje. Nejdřív nějaký dohrajte nebo ukončete.
       *[other] Tento server už má {$count} otevřených stolů, víc nedovoluje. Nejdřív nějaký dohrajte nebo ukončete.
    }
# Kliknutí na tlačítko stolu z jiného kanálu.
notice-wrong-channel = Kliknutí z jiného kanálu se neprovedlo. Použijte zprávu samotného stolu.
# Odpověď na /klondike přesunout, když je tah proveden a obrázek stolu obnoven.
notice-board-updated = Hotovo: stůl je aktualizovaný.
# /soukromí zapomenout bez potvrdit:True; příkaz tak, jak se píše česky.
notice-nothing-erased = Nic se nesmazalo. Pro smazání svých výsledků použijte `/soukromí zapomenout potvrdit:True`.

## Oprávnění, která botovi mohou chybět, vypsaná v notice-missing-permissions a
## notice-missing-thread-permissions tak, jak je Discord jmenuje v nastavení.

# Oprávnění v kanálu, které bot potřebuje. (View Channel)
permission-view-channel = Zobrazit kanál
# Oprávnění v kanálu, které bot potřebuje. (Attach Files)
permission-attach-files = Přikládat soubory
# Oprávnění v kanálu, které bot potřebuje. (Send Messages in Threads)
permission-send-messages-in-threads = Posílat zprávy ve vláknech
# Oprávnění v kanálu, které bot potřebuje. (Send Messages)
permission-send-messages = Posílat zprávy
# Oprávnění v kanálu, které bot potřebuje. (Create Public Threads)
permission-create-public-threads = Vytvářet veřejná vlákna

## The lobby and the challenge: refusals of their buttons, shown privately to whoever pressed.

# A click on Join by someone already seated in the lobby.
lobby-already-seated = U tohoto stolu už místo máte.
# Join or Add computer on a lobby whose seats are all taken.
lobby-full = Tento stůl je plný.
# Leave pressed in a lobby by someone without a seat.
lobby-not-seated = U tohoto stolu nemáte místo.
# Add computer pressed by someone other than the lobby's host.
lobby-host-adds-computers = Počítačové hráče může přidat jen hostitel.
# Start pressed by someone other than the lobby's host.
lobby-host-starts = Hru může začít jen hostitel.
# Cancel pressed by someone other than the lobby's host (or a moderator).
lobby-host-cancels = Stůl může zrušit jen hostitel.
# The lobby's settings menu used by someone other than the host.
lobby-host-changes-settings = Nastavení může měnit jen hostitel.
# A computer seat's remove button pressed by someone other than the host.
lobby-host-removes-computers = Počítačového hráče může odebrat jen hostitel.
# A remove button naming a seat that is not a computer's (an old message).
lobby-only-computers-removed = Odebrat jde jen počítačové hráče.
# Withdraw pressed on a challenge by someone other than the challenger (or a moderator).
challenge-withdraw-challenger-only = Výzvu může stáhnout jen ten, kdo ji poslal.
# Accept or Decline pressed by someone other than the challenged person. $opponent: the challenged person's name.
challenge-not-for-you = Tato výzva je pro { $opponent }, ne pro vás.

## Answers to whoever opened or ended a table, shown privately.

# /<game> start in a channel that already has a table. $game: the game's name (UNO, Pazaak...); $command: the game's command (uno, pazaak...).
table-channel-busy = V tomto kanálu už je stůl hry { $game }. Nejdřív ho dohrajte (nebo použijte `/{ $command } ukončit`).
# /<game> start opened a lobby. $game: the game's name.
table-lobby-opened = Váš stůl hry { $game } je otevřený. Ostatní stisknou **{ lobby-join }**, vy pak **{ lobby-start }**.
# /<game> start with an opponent sent a challenge. $opponent: the challenged person's name.
table-challenge-sent = Výzva pro { $opponent } je odeslaná.
# /<game> start against the computer began the game. $game: the game's name.
table-started-against-computer = Vaše hra { $game } proti počítači začala.
# A solitaire began. $game: the game's name.
table-started = Vaše hra { $game } začala.
# A table opened in a new thread. $opened: the sentence above; $thread: a link to the thread.
table-opened-in-thread = { $opened } Hraje se ve vlákně { $thread }.
# /<game> end or End closed the table. $game: the game's name.
table-closed = Stůl hry { $game } je zavřený.

## Refusals every game shares.

# A move tried out of turn, in any game.
notice-not-your-turn = Nejste na tahu.
# Kliknutí u stolu, který teď běží v jiném procesu bota (právě se přesouvá).
notice-table-elsewhere = Tento stůl se právě přesouvá do jiné části bota; zkuste to prosím za pár sekund znovu.
# /<hra> začít od někoho, kdo už má $count otevřených stolů jakékoli hry (nejvíc, kolik
# může mít jeden člověk); $tables jsou odkazy.
notice-too-many-own-tables =
    { $count ->
        [one] Už máte otevřený {$count} stůl, víc jeden člověk mít nemůže. Nejdřív nějaký dohrajte nebo ukončete: {$tables}
        [few] Už máte otevřené {$count} stoly, víc jeden člověk mít nemůže. Nejdřív nějaký dohrajte nebo ukončete: {$tables}
        [many] Už máte otevřeno {$count} stolu, víc jeden člověk mít nemůže. Nejdřív nějaký dohrajte nebo ukončete: {$tables}
       *[other] Už máte otevřeno {$count} stolů, víc jeden člověk mít nemůže. Nejdřív nějaký dohrajte nebo ukončete: {$tables}
    }
