use super::{public_suffix, registrable_domain, subdomain};

#[test]
fn labels_are_read_right_to_left_with_the_empty_ones() {
    use super::{has_empty_label, LabelsFromRight};
    for name in [
        "", ".", "a", "a.b", "a..b", ".a", "a.", "ab.cd.e", "..", "a.b.c.",
    ] {
        let ours: Vec<&[u8]> = LabelsFromRight(Some(name.as_bytes())).collect();
        let split: Vec<&[u8]> = name.rsplit('.').map(str::as_bytes).collect();
        assert_eq!(ours, split, "{name:?}");
        let empty = name.split('.').any(str::is_empty);
        assert_eq!(has_empty_label(name.as_bytes()), empty, "{name:?}");
    }
}

#[test]
fn an_empty_label_leaves_the_list_undefined() {
    // (domain, public suffix, registrable domain)
    let cases = [
        (".com", None, None),
        ("a..com", None, None),
        (".example.com", None, None),
        (".", None, None),
        ("example..", None, None),
        ("..", None, None),
        ("", None, None),
        // One trailing dot is the standard's trailingDot.
        ("com.", Some("com."), None),
        ("example.com.", Some("com."), Some("example.com.")),
        ("b.ck.", Some("b.ck."), None),
        ("www.ck.", Some("ck."), Some("www.ck.")),
    ];
    for (domain, suffix, registrable) in cases {
        assert_eq!(public_suffix(domain), suffix, "public suffix of {domain:?}");
        assert_eq!(
            registrable_domain(domain),
            registrable,
            "registrable domain of {domain:?}"
        );
    }
}

#[test]
fn the_subdomain_is_what_stands_before_the_registrable_domain() {
    // (domain, subdomain)
    let cases = [
        ("a.b.example.co.uk", Some("a.b")),
        ("www.example.com.", Some("www")),
        ("example.com", Some("")),
        ("example.com.", Some("")),
        ("whatwg.github.io", Some("")),
        ("co.uk", None),
        ("com.", None),
        ("a..example.com", None),
        ("", None),
    ];
    for (domain, expected) in cases {
        assert_eq!(subdomain(domain), expected, "subdomain of {domain:?}");
        if let Some(sub) = expected {
            // The subdomain, a dot when it is not empty, and the
            // registrable domain make the domain again.
            let dot = if sub.is_empty() { "" } else { "." };
            let registrable = registrable_domain(domain).unwrap();
            assert_eq!(format!("{sub}{dot}{registrable}"), domain);
        }
    }
}
