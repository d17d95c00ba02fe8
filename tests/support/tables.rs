//! Tables of the test-only counting game (`/count`, `/solo`), opened the way people
//! open them, for the platform's end-to-end tests.

use super::fake_discord::{FakeDiscord, FakeMessage, FakeUser, Response};
use super::setup::Setup;
use super::wait::WAIT;
use serde_json::json;

/// `user` clicks `label` on `message`, and the click is applied (not refused).
pub async fn click_ok(fake: &FakeDiscord, user: &FakeUser, message: &FakeMessage, label: &str) {
    let handle = fake.click_button(user, message, label);
    let response = fake.wait_for_ack(&handle, WAIT).await;
    assert!(
        !is_refusal(&response),
        "click {label} refused: {}",
        response.text()
    );
}

/// Whether a click's answer is a refusal, judged by its shape rather than its words
/// (which are in the clicker's language): a click that was applied updates the clicked
/// message (7) or is acknowledged while the table message follows (6), or opens a
/// private view (an ephemeral message with a card or components). A refusal is a
/// private message of words alone.
pub fn is_refusal(response: &Response) -> bool {
    match response.kind {
        6 | 7 => false,
        4 | 5 => {
            response.ephemeral
                && response.original.as_ref().is_some_and(|m| {
                    !m.deleted
                        && !m.loading
                        && m.components.is_empty()
                        && m.embeds.is_empty()
                        && m.attachments.is_empty()
                        && !m.content.is_empty()
                })
        }
        _ => true,
    }
}

/// Open a counting lobby with alice, bob and one computer seat, and start it.
pub async fn started_lobby(s: &Setup) -> FakeMessage {
    let handle = s.fake.slash(
        &s.alice,
        s.channel,
        "count",
        Some("start"),
        json!({"target": 50}),
    );
    assert!(s.private_answer(&handle).await.contains("open"));
    let lobby = s.message("lobby").await;
    click_ok(&s.fake, &s.bob, &lobby, "Join").await;
    let lobby = s.message("bob").await;
    click_ok(&s.fake, &s.alice, &lobby, "Add AI").await;
    let lobby = s.message("🤖").await;
    click_ok(&s.fake, &s.alice, &lobby, "Start").await;
    s.message("Turn: alice").await
}

/// Starts a solo counting table in `s.channel` and returns once its message is up.
pub async fn solo_table(s: &Setup) {
    let h = s.fake.slash(
        &s.alice,
        s.channel,
        "solo",
        Some("start"),
        json!({"target": 30, "thread": false}),
    );
    s.fake.wait_for_response(&h, WAIT).await;
}
