# Jogar em qualquer lugar: instalação pessoal, grupos, mensagens diretas e servidores sem o bot.

cmd-challenge-pazaak-name = Desafiar para Pazaak
cmd-challenge-oril-name = Desafiar para Oril

anywhere-external-apps-off = Este servidor só deixa apps como o Cantina responderem em particular, então ninguém mais veria a mesa. Peça a quem administra o servidor para adicionar o Cantina (ou permitir **Usar apps externos**), ou jogue num grupo de mensagens diretas.
anywhere-open-by-command = Aqui uma partida começa pelo comando dela (por exemplo `/pazaak iniciar`): a resposta vira a mesa.

anywhere-turn-ends = ⏳ { $name }: a vez termina { $when }.
anywhere-challenge-clock = Tempo por vez: { $timeout }. { $misses ->
    [1] Perder uma vez é desistir
   *[other] Perder { $misses } vezes seguidas é desistir
} da partida, com derrota no rating.
anywhere-challenge-clock-unrated = Tempo por vez: { $timeout }, menos que os { $min } segundos de uma partida com rating: esta partida não conta para o rating. { $misses ->
    [1] Perder uma vez é desistir.
   *[other] Perder { $misses } vezes seguidas é desistir.
}
anywhere-lobby-unrated = Com menos de { $min } segundos por vez, esta partida não conta para o rating.
