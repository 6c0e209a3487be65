//! What `toascii.rs` and `idna.rs` share: running one WPT host case
//! through the host stage alone and through the whole parser.

use specurl::Url;

/// The host stage alone: `output` is the expected host, `None` failure.
pub fn via_host(input: &str, output: Option<&str>) -> Result<(), String> {
    match (specurl::host::process(input), output) {
        (Ok(host), Some(want)) if host.to_string() == want => Ok(()),
        (Ok(host), want) => Err(format!(
            "host stage: got {:?}, want {want:?}",
            host.to_string()
        )),
        (Err(_), None) => Ok(()),
        (Err(e), Some(want)) => Err(format!("host stage: failed ({e}), want {want:?}")),
    }
}

/// The whole parser, as WPT's `new URL("https://" + host + "/x")`: on
/// success `host` and `hostname` are `output`, `pathname` is `/x` and
/// `href` is `https://{output}/x`.
pub fn via_url(host: &str, output: Option<&str>) -> Result<(), String> {
    let url = match (Url::parse(&format!("https://{host}/x"), None), output) {
        (Err(_), None) => return Ok(()),
        (Ok(url), None) => return Err(format!("URL: got {:?}, want failure", url.href())),
        (Err(e), Some(want)) => return Err(format!("URL: failed ({e}), want {want:?}")),
        (Ok(url), Some(want)) => (url, want),
    };
    let (url, want) = url;
    let href = format!("https://{want}/x");
    let getters = [
        ("host", url.host(), want),
        ("hostname", url.hostname(), want),
        ("pathname", url.pathname(), "/x"),
        ("href", url.href(), href.as_str()),
    ];
    let wrong: Vec<String> = getters
        .iter()
        .filter(|(_, got, want)| got != want)
        .map(|(name, got, want)| format!("URL {name}: got {got:?}, want {want:?}"))
        .collect();
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(wrong.join("; "))
    }
}

/// Runs both; `Err` with every complaint.
pub fn check(input: &str, url_host: &str, output: Option<&str>) -> Result<(), String> {
    let errors: Vec<String> = [via_host(input, output), via_url(url_host, output)]
        .into_iter()
        .filter_map(Result::err)
        .collect();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors.join("; "))
    }
}
