//! Waiting for what the bot shows, shared by the end-to-end tests.

use super::fake_discord::{FakeDiscord, FakeMessage};
use std::time::Duration;

/// How long a test waits for the bot to show something.
pub const WAIT: Duration = Duration::from_secs(15);

/// The newest message in `channel` whose text contains `needle`.
pub async fn message_containing(fake: &FakeDiscord, channel: u64, needle: &str) -> FakeMessage {
    message_containing_within(fake, channel, needle, WAIT).await
}

/// The newest message in `channel` whose text contains `needle`, waited for up to `wait`.
pub async fn message_containing_within(
    fake: &FakeDiscord,
    channel: u64,
    needle: &str,
    wait: Duration,
) -> FakeMessage {
    let needle = needle.to_string();
    fake.wait_for_named(
        &format!("a message in {channel} containing {needle:?}"),
        |f| {
            f.channel_messages(channel)
                .into_iter()
                .rev()
                .find(|m| m.text().contains(&needle))
        },
        wait,
    )
    .await
}
