# Jogar em qualquer lugar: instalação pessoal, grupos, mensagens diretas e servidores sem o bot.

# /<game> start in a server that did not add Cantina and switched external apps off.
anywhere-external-apps-off = Este servidor só deixa apps como o Cantina responderem em particular, então ninguém mais veria a mesa. Peça a quem administra o servidor para adicionar o Cantina (ou permitir **Usar apps externos**), ou jogue em um grupo de mensagens diretas.
# A screen's button that would open a table, where the bot is not a member.
anywhere-open-by-command = Aqui uma partida começa pelo comando dela (por exemplo `/{ cmd-pazaak-name } { cmd-start-name }`): a resposta vira a mesa.

# Under a table waiting for a person. $when: a Discord timestamp shown as "in 45 seconds".
anywhere-turn-ends = ⏳ { $name }: a vez termina { $when }.
# Challenge card: what accepting commits to. $timeout: "60 s", "2 min".
anywhere-challenge-clock = Tempo por vez: { $timeout }. { $misses ->
    [1] Perder uma vez é desistir
   *[other] Perder { $misses } vezes seguidas é desistir
} da partida, com derrota no rating.
# Challenge card when the turn time is under $min seconds: the match plays unrated.
anywhere-challenge-clock-unrated = Tempo por vez: { $timeout }, menos que os { $min } segundos de uma partida com rating: esta partida não conta para o rating. { $misses ->
    [1] Perder uma vez é desistir.
   *[other] Perder { $misses } vezes seguidas é desistir.
}
# Lobby card, after the seats rule.
anywhere-lobby-unrated = Com menos de { $min } segundos por vez, esta partida não conta para o rating.
