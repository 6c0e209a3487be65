//! The typed accessors of `Url` against its WHATWG getters, on every WPT
//! input that parses: the typed host prints as the hostname, the typed
//! origin as the origin, the path segments join to the pathname, and the
//! model read back from the href prints as the href, with the typed host
//! as its host.

use serde_json::Value;
use specurl::{Host, Url};

fn wpt_urls() -> Vec<Url> {
    let text = std::fs::read_to_string("tests/data/wpt/urltestdata.json").expect("the WPT data");
    let cases: Vec<Value> = serde_json::from_str(&text).expect("valid JSON");
    cases
        .iter()
        .filter_map(Value::as_object)
        .filter_map(|c| {
            let input = c["input"].as_str()?;
            Url::parse(input, c.get("base").and_then(Value::as_str)).ok()
        })
        .collect()
}

/// Every typed accessor of `url` against the getters; `Err` says which.
fn check(url: &Url) -> Result<(), String> {
    let href = url.href();
    let host = url.typed_host();
    let shown = host.map(|h| h.to_string()).unwrap_or_default();
    if shown != url.hostname() {
        return Err(format!(
            "{href}: typed host {host:?} is not {:?}",
            url.hostname()
        ));
    }
    // Host processing leaves no opaque host in a web or file URL, and a
    // generic URL has no domain or IPv4 address.
    match (url.mode().is_special(), host) {
        (true, Some(Host::Opaque(_))) | (false, Some(Host::Domain(_) | Host::Ipv4(_))) => {
            return Err(format!(
                "{href}: {host:?} in a URL of mode {:?}",
                url.mode()
            ))
        }
        _ => {}
    }
    let domain = match host {
        Some(Host::Domain(d)) => Some(d),
        _ => None,
    };
    if url.domain() != domain {
        return Err(format!("{href}: domain {:?}", url.domain()));
    }
    let origin = url.typed_origin();
    if origin.ascii_serialization() != url.origin() || origin.to_string() != url.origin() {
        return Err(format!(
            "{href}: typed origin {origin:?} is not {}",
            url.origin()
        ));
    }
    let default = match url.scheme() {
        "http" | "ws" => Some(80),
        "https" | "wss" => Some(443),
        "ftp" => Some(21),
        _ => None,
    };
    if url.port_or_known_default() != url.port_number().or(default) {
        return Err(format!(
            "{href}: port_or_known_default {:?}",
            url.port_or_known_default()
        ));
    }
    let opaque = url.typed_host().is_none() && !url.pathname().starts_with('/');
    match url.path_segments() {
        None if opaque => {}
        Some(segments) if !opaque => {
            let joined: String = segments.map(|s| format!("/{s}")).collect();
            if joined != url.pathname() {
                return Err(format!("{href}: segments join to {joined:?}"));
            }
        }
        other => {
            return Err(format!(
                "{href}: path segments {:?}",
                other.map(|s| s.collect::<Vec<_>>())
            ))
        }
    }
    let model = url.to_url_ref();
    if model.to_string() != href {
        return Err(format!("{href}: the model prints as {model}"));
    }
    // The model's host is the typed host, the one type borrowing its
    // string another way.
    let model_host = model.authority().map(|a| a.host().as_deref());
    if model_host != host {
        return Err(format!(
            "{href}: the model's host is {model_host:?}, not {host:?}"
        ));
    }
    if url.mode().is_special() && matches!(model_host, Some(Host::Opaque(_))) {
        return Err(format!("{href}: the model's host is opaque"));
    }
    Ok(())
}

#[test]
fn typed_accessors_agree_with_the_getters_on_wpt() {
    let urls = wpt_urls();
    assert!(urls.len() > 500);
    let wrong: Vec<String> = urls.iter().filter_map(|u| check(u).err()).collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // Every kind of host occurs, so each comparison above was made.
    let kinds = |f: fn(&Host<&str>) -> bool| {
        urls.iter()
            .filter(|u| u.typed_host().is_some_and(|h| f(&h)))
            .count()
    };
    assert!(kinds(|h| matches!(h, Host::Domain(_))) > 100);
    assert!(kinds(|h| matches!(h, Host::Ipv4(_))) > 10);
    assert!(kinds(|h| matches!(h, Host::Ipv6(_))) > 10);
    assert!(kinds(|h| matches!(h, Host::Opaque(_))) > 10);
    assert!(kinds(|h| matches!(h, Host::Empty)) > 10);
}

#[test]
fn typed_origin_of_blob_and_opaque_urls() {
    let origin = |s: &str| Url::parse(s, None).unwrap().typed_origin();
    assert_eq!(origin("blob:https://a:1/x"), origin("https://a:1/y"));
    assert_eq!(origin("blob:ftp://a/x").to_string(), "null");
    assert_eq!(origin("blob:blob:https://a/x").to_string(), "null");
    assert_eq!(origin("wss://a:443/").to_string(), "wss://a");
    let data = origin("data:,");
    assert!(!data.is_tuple());
    assert_ne!(data, origin("data:,"));
    assert_eq!(
        origin("http://xn--n3h.example/").unicode_serialization(),
        "http://\u{2603}.example"
    );
}

/// Megabyte URLs of one repeated character in each component: every
/// accessor runs without a panic and agrees with the getters.
#[test]
fn megabyte_urls() {
    for c in ['a', '/', '.', '%', ':', '0', '\u{e9}'] {
        let long = c.to_string().repeat(1 << 20);
        for input in [
            format!("http://h/{long}"),
            format!("sc:{long}"),
            format!("sc://h/{long}"),
            format!("file:///{long}?{long}#{long}"),
            format!("http://{long}/"),
            format!("sc://{long}/"),
        ] {
            if let Ok(url) = Url::parse(&input, None) {
                check(&url).unwrap();
            }
        }
    }
}
