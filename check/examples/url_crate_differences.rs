//! Prints how the `url` crate differs from whatwg-url over the WPT inputs
//! and the URL lists of `tests/data/urls/`: the table of
//! `docs/differential.md` (`check/tests/url_crate.rs` fails while the two
//! differ).
//!
//! ```text
//! cargo run -p specurl-check --example url_crate_differences
//! ```

use specurl_check::url_crate;

fn main() {
    let sets = url_crate::sets().expect("the test data");
    print!("{}", url_crate::table(&sets));
}
