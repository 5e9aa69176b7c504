"""Golden jax.export artefacts of jax_mish on CPU, one set per release that
introduced targets (see golden.py for the layout, write.py for how to add a
set). A set stays as long as jax_mish promises that its artefacts load: never
edit or drop one inside that window."""

# Written by tests/support/export_golden/write.py on cpu.
golden_2026_12_01_jax_0_8_1 = {
    "platform": "cpu",
    "date": "2026-12-01",
    "jax_mish": "0.1.0",
    "jax": "0.8.1",
    "jaxlib": "0.8.1",
    "commit": "3e0218b-dirty",
    "calling_convention_version": 10,
    "entries": [
        {
            "form": "mish",
            "dtype": "float32",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.93e5940000000p+99 -0x1.93e5940000000p+99 0x1.16c2000000000p-133",
                        "-0x1.16c2000000000p-133 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.93e5940000000p+99 -0x0.0p+0 0x1.4e82000000000p-134",
                        "-0x1.4e82000000000p-134 0x1.baee2c0000000p-1 "
                        "-0x1.3c41720000000p-2 0x1.3c56960000000p+1",
                        "-0x1.2955f40000000p-4 0x1.e000000000000p+3 "
                        "-0x1.621a800000000p-25 0x1.a9fca00000000p-3",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAABk",
                "AwAAAAQAAAAEAABIAwAA/AMAAAQEAAAAAAEACAQAACgEAAA8BAAAaAQAALwEAAAAAAIAAQAAAAAA",
                "AAASAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwORbw8BTwsHDyMLDwsL",
                "Cw8LEwsPCw8PCxsLDw8LGw8PCxsPDwsfDw8LHw8LHwMhCwsPDwsPEwsLCwsLCwsLLwEFCw8DCxMX",
                "BxMHAgYDBQ0fEQMFAwcJCw0FDwUFDxEBAAURBRMFFR0VAwUXAwMZTwUZHR0fBRsVISkdIyUFHS0n",
                "B6UXhQUfFSsxHS0vBSEtAQeFRVMVMzkdNTcFIy0BB6kVxxU7QR09PwUlLQEHCgIfTRVDSR1FRwUn",
                "LQEHCgIdtx1LTQUpLQEHVgIrNw0BAwEDA20DA08jBwMDWw0DXV8dKx0tHScdLwsDHTEdMwUBHwsR",
                "AAAAAAAAAAABCQECAikDQQkRAwUDBQkpAwUNEwRRBQFRAwcBBwQ/AwEFA1ADAwcEKwMFCwMLEwAF",
                "RxsXBQMFAwEHBAMDAwYDAQUBAGIGNRsDDxUhEwszDTdDCzUpBRklKTlbFR8RDwsRYnVpbHRpbgB2",
                "aGxvAG1vZHVsZQBmdW5jX3YxAGN1c3RvbV9jYWxsX3YxAHJldHVybl92MQAvd29yay93dC9leHBv",
                "cnQvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhp",
                "c20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQB4AG1o",
                "bG8uYmFja2VuZF9jb25maWcAaml0KDxsYW1iZGE+KS9taXNoX2tlcm5lbABtaXNoAC93b3JrL3d0",
                "L2V4cG9ydC9qYXhfbWlzaC9fYXBpLnB5AGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1iZGE+AGVudHJ5",
                "AG1haW4uPGxvY2Fscz4uPGxpc3Rjb21wPgBtYWluADxtb2R1bGU+AGpheC5yZXN1bHRfaW5mbwBy",
                "ZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9md2QACCcHBSMBC1VXWWFjEWVnaVFrU1FTAAABAAAA",
                "BAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAC0/v//CAAAAAAAAAEUAAAAamF4X21pc2hf",
                "YXNjZW5kX2dyYWQAAAAA3P7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAAP///wgA",
                "AAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAA",
                "AAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAAAAQAAADC////AAAACgQAAAABAAAA",
                "BAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////AQAAABAAAAAAAAoADAAAAAgABwAK",
                "AAAAAAAACgQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwA",
                "CwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAAAAgAAAAEAAQABAAA",
                "AAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "grad",
            "dtype": "float32",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.93e5940000000p+99 -0x1.93e5940000000p+99 0x1.16c2000000000p-133",
                        "-0x1.16c2000000000p-133 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.3333340000000p-1 0x1.3333340000000p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3333340000000p-1",
                        "0x1.3333340000000p-1 0x1.0c8da40000000p+0 "
                        "0x1.1800000000000p-17 0x1.0a87760000000p+0",
                        "-0x1.b882980000000p-5 0x1.0000000000000p+0 "
                        "-0x1.5065f80000000p-25 0x1.90cebe0000000p-1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAACo",
                "BAAARAUAAEQFAACMBAAAQAUAAEgFAAAAAAEATAUAAGwFAACABQAArAUAAAAGAAAAAAIAAQAAAAAA",
                "AABVBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABHQUBBQ0BAwsDCw8TFxsfA72VFQFrCwcPCw8j",
                "Cw8LCwsPCw8LDw8bDwsbDw8LGw8PCx8PDwsfDwsfEwsPCw8PCxsLDw8LGwsPDxsDKy8LDwsPEwsL",
                "CwsfDwsLCwsLEw8TDwEFCw8DERMHDxcTBxMHAjYEBREfEQMFBRMVJSsDBw0PEQUTBQUVEQEABRcF",
                "GQUbHRkDBR0dHR8FHxUhCR0HIy0BB4lrix0nKQUhLQEHiUWTFS0zHS8xBSMtAQepFccVNTsdNzkF",
                "JS0BBwoCH00VPUMdP0EFJy0BBwoCHbcdRUcFKS0BB1YCKzcDA0ttBSsdT1EFLRVTWx1VVwUvLVkH",
                "rRd3BTEVXWUdX2EFMy1jB6UXhQU1FWcJHQdpLQEHiXuJHxERAAAAAAAAAAANAQMDbSMLAwN1DQN3",
                "eR03HTkdJx07HwkJAACAPx8NAQsDHT0dPwMBBQEDBWtrAwORFQEBAQMDawEJAQICKQNBBwkpAQcR",
                "AwUDBSkDAQ8dKQMFExMEbwUBUQMLAQcEXQMBBQNQAwMHBEkDCRMDCxcABUIDBQMJB0YbBwMFAwMJ",
                "R01JCQMFBQUBCwQDAwcGAwEFAQCSCUEdAw8VIUMLURVhKRMLMw03YQUZJSk5W1sVHykZEQ8LEWJ1",
                "aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjb25zdGFudF92MQBicm9hZGNhc3RfaW5fZGltX3Yx",
                "AGN1c3RvbV9jYWxsX3YxAHJldHVybl92MQAvd29yay93dC9leHBvcnQvdGVzdHMvZXhwb3J0X2dv",
                "bGRlbi93cml0ZS5weQBmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPi48bG9jYWxzPi48bGFtYmRh",
                "PgBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51",
                "bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQB4AGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9i",
                "cm9hZGNhc3RfaW5fZGltAGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1iZGE+AGVudHJ5AG1haW4uPGxv",
                "Y2Fscz4uPGxpc3Rjb21wPgBtYWluADxtb2R1bGU+AG1obG8uYmFja2VuZF9jb25maWcAaml0KDxs",
                "YW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL21pc2hfZ3JhZF9rZXJuZWwAX21pc2hfanZwAC93b3Jr",
                "L3d0L2V4cG9ydC9qYXhfbWlzaC9fcHJpbWl0aXZlcy5weQBtaXNoAC93b3JrL3d0L2V4cG9ydC9q",
                "YXhfbWlzaC9fYXBpLnB5AGpheC5yZXN1bHRfaW5mbwByZXN1bHRbMF0AcHVibGljAABqYXhfbWlz",
                "aF9ncmFkAAgvCwUrAQtvcXN7fQN/A4ERg4WHiYuNj5MAAAABAAAABAAAAAMAAABjcHUABAAAAHwA",
                "AABYAAAAMAAAAAQAAAC0/v//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAA3P7/",
                "/wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAAP///wgAAAAAAAABDQAAAGpheF9taXNo",
                "X2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAA0",
                "////AQAAAAQAAABA////AQAAAAQAAADC////AAAACgQAAAABAAAABAAAAAIAAAAxNgAAhP///wgA",
                "AAAAAAACAQAAAAQAAAB8////AQAAABAAAAAAAAoADAAAAAgABwAKAAAAAAAACgQAAAABAAAABAAA",
                "AAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAE",
                "AAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAAAAgAAAAEAAQABAAAAAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "float32",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.93e5940000000p+99 -0x1.93e5940000000p+99 0x1.16c2000000000p-133",
                        "-0x1.16c2000000000p-133 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.3333340000000p-1 -0x1.3333340000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cccccc0000000p-2",
                        "0x1.cccccc0000000p-1 0x1.0c8da40000000p+1 "
                        "-0x1.a400000000000p-16 0x1.0a87760000000p-3",
                        "-0x1.b882980000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5065f80000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAACE",
                "AwAAIAQAACAEAABoAwAAHAQAACQEAAAAAAEAMAQAAFAEAABkBAAAsAQAAAwFAAAAAAIAAgAAAAAA",
                "AQAzAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwOXdQ8BUwcLDyMLDwsL",
                "Cw8LDwsTCw8LDw8LHwsPDwsbDw8LGw8PCx8PDwsfDwsfAyMLLwsTCw8TCwsLCwsLCwsTDwEFCw8D",
                "CxMbBxMHAjYDHwUNEQMFAwcJCw0FDwUFDxEBAAURBRMFFR0VAQUXHRkBBRkDAx1TBRsdISMFHRUl",
                "LR0nKQUfLSsHCgIXgQUhFS81HTEzBSMtAweNTW0VNz0dOTsFJS0DB6kVxxU/RR1BQwUnLQMHCgIf",
                "TRVHTR1JSwUpLQMHCgIdtx1PUQUrLQMHVgIrNw0BHwsRAAAAAAAAAAADAQMFU1MjBwMDXw0DYWMd",
                "LR0vHSkdMQsDHTMdNQUBAwVVVQMDVQEJAQICKQNBCREFBQUDBQkpAwUNEwRXBQFRAQcBBwRFAwEF",
                "A1ABAwcEMQMHCwULEwsXAAVHHxsFAwUFAQMHBAEDBQYDAQUBAJ4GNx0DDxUhEwszDTdDFT8pBQcZ",
                "JSk5WxUfEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MQByZXR1",
                "cm5fdjEAL3dvcmsvd3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAamF4LnVz",
                "ZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGlj",
                "YXMAaml0X19sYW1iZGEAZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlz",
                "aF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAL3dvcmsvd3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkA",
                "ZnVuY3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4AZW50cnkAbWFpbi48bG9jYWxzPi48bGlzdGNvbXA+",
                "AG1haW4APG1vZHVsZT4AamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNo",
                "X2dyYWQACCcHBSMBC1lbXWVnEWlrbVdvcVdzAAEAAAAEAAAAAwAAAGNwdQAEAAAAfAAAAFgAAAAw",
                "AAAABAAAAIz+//8IAAAAAAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3JhZAAAAAC0/v//CAAAAAAA",
                "AAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZADY/v//CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAA",
                "APj+//8IAAAAAAAAAQwAAABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAABAAAABAAAAAT///8CAAAA",
                "DAAAAAQAAAAU////GP///wEAAAAEAAAAov///wAAAAoEAAAAAQAAAAQAAAACAAAAMTYAAGT///8I",
                "AAAAAAAAAgEAAAAEAAAAVP///wIAAAAwAAAABAAAAOL///8AAAAKBAAAAAEAAAAEAAAAAgAAADE2",
                "AAAAAAoADAAAAAgABwAKAAAAAAAACgQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAA",
                "ACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAAC",
                "AgAAABAAAAAEAAAA/P///wQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "vmap",
            "dtype": "float32",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "float32",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.93e5940000000p+99 -0x1.93e5940000000p+99 0x1.16c2000000000p-133",
                        "-0x1.16c2000000000p-133 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.93e5940000000p+99 -0x0.0p+0 0x1.4e82000000000p-134",
                        "-0x1.4e82000000000p-134 0x1.baee2c0000000p-1 "
                        "-0x1.3c41720000000p-2 0x1.3c56960000000p+1",
                        "-0x1.2955f40000000p-4 0x1.e000000000000p+3 "
                        "-0x1.621a800000000p-25 0x1.a9fca00000000p-3",
                    ),
                ),
                (
                    "float32",
                    (4, 4),
                    (
                        "0x1.3333340000000p-1 -0x1.3333340000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.cccccc0000000p+0",
                        "0x1.3333340000000p-1 -0x1.0c8da40000000p+1 "
                        "0x1.1800000000000p-18 0x1.8fcb320000000p+1",
                        "-0x1.b882980000000p-5 -0x1.0000000000000p+1 "
                        "-0x1.5065f80000000p-26 0x1.2c9b0e0000000p+1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAAk",
                "BQAAwAUAAMAFAAAIBQAAvAUAAMwFAAAAAAEA2AUAADAGAABMBgAAoAYAAPwGAAAAAAIAAgAAAAAA",
                "AQDTBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGwUBBQsBAwsDCQ8TFxsD27MVAYkLBwsPEwsL",
                "DwsPIwsPCwsLDwsPCwsPCw8PCxsPDwsbDw8bDwsbDw8LHw8PCx8PCx8PCw8PCx8PDx8PCx8PDxsP",
                "Cw8PHwMrCwsPTwsLCwsTCxMTCxMLCwsLLwsTAQULDwMRFxMHHxMHEwcCTgUFDx8FEREDBQMDKYsF",
                "EwUVFUVLBRcVc3kDBxcZGwcdBwUZEQEABRsFHQUfHSMDBSEdJwMFIwUlHS0vBScVMTcdMzUFKS0F",
                "B+sXSRU5Px07PQUrLQsHpReFFUEPHQ1DLQEHfx8tHUdJBS0tAQepFccVTVMdT1EFLy0BBwoCH00V",
                "VVsdV1kFMS0BBwoCHbcdXV8FMy0BB1YCKzcdY2UFNRVnbR1pawU3LQUHDgIncxVvEx0RcS0FBx4C",
                "OVUddXcFOS0LBwoCF4EVew8dDX0tAQd/MVEdgYMFOxWFEx0Rhy0FBx4CF6sDAQ0BAwOPHw0hAQAA",
                "AAAAAAAAAAAAAAAAAB09CwMdPwUBAwWLiyMLAwWfow0DkaEdQQ0DkaUdQx0xHUUdRx8REQEAAAAA",
                "AAAAHUkDBY+PAQkBAgIpBRERCSkDEQkJEQUHBQUFBSkDCQ8TKQMFEx0EewUBUQMVAQcEaQMBBQVQ",
                "AwMHBFUDCxMFDyELJQADRysJBQMFAwMHRmEHAwUDAQNHfwkJAwUFBwMJBAMFBQkGAwEFAQAGCksd",
                "Gw8VFQMhRRVBRRMLMw0LGTspBQcTJSk5Iy9DUVsVKREfDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBj",
                "dXN0b21fY2FsbF92MQBmdW5jX3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAcmV0dXJuX3YxAC93b3Jr",
                "L3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2V4cG9ydC9q",
                "YXhfbWlzaC9fcHJpbWl0aXZlcy5weQAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5weQBm",
                "dW5jdGlvbi48bG9jYWxzPi5ib3RoAF9taXNoX2dyYWRfYmF0Y2gAamF4LnVzZXNfc2hhcGVfcG9s",
                "eW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X2JvdGgA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdChib3RoKS92bWFwKCkvbWlzaF9rZXJuZWwAX21p",
                "c2hfYmF0Y2gAbWlzaABlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4AbWFpbgA8bW9kdWxl",
                "PgBqaXQoYm90aCkvdm1hcCgpL2Jyb2FkY2FzdF9pbl9kaW0AX21pc2hfZ3JhZF9iYXRjaC48bG9j",
                "YWxzPi5mcm9udABtaXNoX2dyYWQAaml0KGJvdGgpL3ZtYXAoKS9taXNoX2dyYWRfa2VybmVsAGph",
                "eC5yZXN1bHRfaW5mbwAAcmVzdWx0WzBdAHJlc3VsdFsxXQBwdWJsaWMAamF4X21pc2hfZndkAGph",
                "eF9taXNoX2dyYWQACD0LBT8BC5mbnaepEZOVq4mXjYmNA60Rk5WviZexiY0AAQAAAAQAAAADAAAA",
                "Y3B1AAQAAAB8AAAAWAAAADAAAAAEAAAAPP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9n",
                "cmFkAAAAAGT+//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAIj+//8IAAAAAAAAAQ0A",
                "AABqYXhfbWlzaF9ncmFkAAAAqP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAA",
                "AAIAAAAMAAAABAAAALj+//+8/v//AgAAAAwAAAAEAAAAzP7//9D+//8CAAAAMAAAAAQAAABe////",
                "AAAACgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAhv///wAAAAoEAAAAAgAAABAAAAAE",
                "AAAAAQAAADQAAAABAAAANAAAAFT///8IAAAAAAAAAgIAAAAMAAAABAAAAEj///9M////AgAAADgA",
                "AAAEAAAA2v///wAAAAoEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAKAAwAAAAIAAcACgAA",
                "AAAAAAoEAAAAAQAAAAQAAAABAAAANAAAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsA",
                "AAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8E",
                "AAQABAAAAAQAAABib3RoAAAAAA==",
            ),
        },
        {
            "form": "sharded",
            "dtype": "float32",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.93e5940000000p+99 -0x1.93e5940000000p+99 0x1.16c2000000000p-133",
                        "-0x1.16c2000000000p-133 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.93e5940000000p+99 -0x0.0p+0 0x1.4e82000000000p-134",
                        "-0x1.4e82000000000p-134 0x1.baee2c0000000p-1 "
                        "-0x1.3c41720000000p-2 0x1.3c56960000000p+1",
                        "-0x1.2955f40000000p-4 0x1.e000000000000p+3 "
                        "-0x1.621a800000000p-25 0x1.a9fca00000000p-3",
                    ),
                ),
                (
                    "float32",
                    (16,),
                    (
                        "0x1.3333340000000p-1 -0x1.3333340000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cccccc0000000p-2",
                        "0x1.cccccc0000000p-1 0x1.0c8da40000000p+1 "
                        "-0x1.a400000000000p-16 0x1.0a87760000000p-3",
                        "-0x1.b882980000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5065f80000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAAg",
                "BQAAvAUAALwFAAAEBQAAuAUAAPgFAAAAAAIANAYAAHQGAACQBgAA3AYAADgHAAAAAAIAAgAAAAAA",
                "AQDNBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABJwcBBQkRAQUPEwMHFxsfBQcjJysD3a8XAXUH",
                "Cw8PDw8LDw8LCxMjCw8LDwsPCwsLCwsPCw8LGw8PCx8PDwsfDwsfCwsPDwsfDw8bCw8PCxsPDxsL",
                "Aw8XExMPFw8PBS0LCw8vEwsLCwsTCxMbCxsLCwsLCwsTAQsTEw8HCwUNExMHHxMHAu4EHwUXFTU7",
                "HVEBHVNVHWNlBQsdKwEdLQEFGQUbAwNzpwMHGx0fISMlBR0RCQAFHxEFCQUhEQUFBSMJDQUlBScF",
                "KR0zBQUrHTc5BS0tAwepFccVPUMdP0EFLy0DBwoCH00VRUsdR0kFMS0DBwoCHbcdTU8FMy0DB1YC",
                "KzcFNQU3FVddHVlbBTktEwcKAheBFV8FHRVhLQMHfzFRBTsVZ20daWsFPS0TB6UXhRVvBR0VcS0D",
                "B38fLQU/DSkDfQEPBXV1BQN7AQMpCQsDfwEBCSkBAQMvAwEdQQMDiR8TEQAAAAAAAAAADQOFdR1D",
                "CwMdRQUBAwWLiyMRAwWbnw0FjZ2FdR1HDQWNoYV1HUkdMR1LDQEdTR1PAwWJiRsDQQcbAyEHAQIC",
                "CwEJKQNBDykDIQ8JEQULCwULCykDBRUTBEYCBQNRARkBBwQeAgMBCQVAAQMNUAEFBwTzAxEbBRcP",
                "FxEAAQYRAwEDAwEGDwMBAwEHVjEHBQEBBQcFBwSDAxEfBQcHBwcAAQYJAw0DAQEmCwMNAwMJAwEL",
                "RwsXCQMNAwcBBgsDAwMJC0cJFwsDDQUFBwEGCQMDAw0JBAcFCw8BBgEDCwMLAQYBAwsDCQ8EAQUP",
                "DQYDAQUBAMoIUR0bDxUVAyEbKQsZFSMVEwszDSkFBQcTJSk5L0NbFREfDycLDzcLCRFidWlsdGlu",
                "AHNkeQB2aGxvAHVucmVhbGl6ZWRfY29udmVyc2lvbl9jYXN0AG1vZHVsZQBtZXNoAG1hbnVhbF9j",
                "b21wdXRhdGlvbgByZXR1cm4AY3VzdG9tX2NhbGxfdjEAZnVuY192MQByZXR1cm5fdjEAL3dvcmsv",
                "d3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAL3dvcmsvd3QvZXhwb3J0L2ph",
                "eF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fscz4uYm90aABqYXgudXNlc19zaGFwZV9wb2x5",
                "bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfYm90aABk",
                "eQB4AGEAaml0KGJvdGgpL3NoYXJkX21hcABlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4A",
                "bWFpbgA8bW9kdWxlPgBzaGFyZF9tYXAAbWlzaF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAbWlzaF9r",
                "ZXJuZWwAbWlzaABtaGxvLmJhY2tlbmRfY29uZmlnAHNkeS5zaGFyZGluZwBqYXgucmVzdWx0X2lu",
                "Zm8AAHJlc3VsdFswXQByZXN1bHRbMV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFk",
                "AAhHDQVPAQV5DQuVl5mjpQd3gXcRj5Gpg5OHg4cRj5Grg5Otg4cAAAABAAAABAAAAAMAAABjcHUA",
                "BAAAAHwAAABYAAAAMAAAAAQAAAD8/f//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQA",
                "AAAAJP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QASP7//wgAAAAAAAABDQAAAGph",
                "eF9taXNoX2dyYWQAAABo/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAA",
                "ACQAAAAEAAAAnP7//wgAAAAAAAABCwAAAAgDGgECSgECUgEAALj+//8IAAAAAAAAAQsAAAAIAxoB",
                "AkoBAlIBAAACAAAAJAAAAAQAAADg/v//CAAAAAAAAAELAAAACAMaAQJKAQJSAQAA/P7//wgAAAAA",
                "AAABCwAAAAgDGgECSgECUgEAAAIAAAAkAAAABAAAAH7///8AAAAKBAAAAAEAAAAEAAAAAgAAADE2",
                "AACa////AAAACgQAAAABAAAABAAAAAIAAAAxNgAAXP///wgAAAAAAAACAgAAAAwAAAAEAAAAUP//",
                "/1T///8CAAAAMAAAAAQAAADi////AAAACgQAAAABAAAABAAAAAIAAAAxNgAAAAAKAAwAAAAIAAcA",
                "CgAAAAAAAAoEAAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAM",
                "AAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz/",
                "//8EAAQABAAAAAQAAABib3RoAAAAAA==",
            ),
        },
        {
            "form": "mish",
            "dtype": "bfloat16",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.9400000000000p+99 -0x1.9400000000000p+99 0x1.6000000000000p-130",
                        "-0x1.6000000000000p-130 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.9400000000000p+99 -0x0.0p+0 0x1.c000000000000p-131",
                        "-0x1.c000000000000p-131 0x1.ba00000000000p-1 "
                        "-0x1.3c00000000000p-2 0x1.3c00000000000p+1",
                        "-0x1.2a00000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.6200000000000p-25 0x1.ac00000000000p-3",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAABk",
                "AwAAAAQAAAAEAABIAwAA/AMAAAQEAAAAAAEACAQAACgEAAA8BAAAaAQAALwEAAAAAAIAAQAAAAAA",
                "AAASAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwORbw8BTwsHDyMLDwsL",
                "Cw8LEwsPCw8PCxsLDw8LGw8PCxsPDwsfDw8LHw8LHwMhCwsPDwsPEwsLCwsLCwsLLwEFCw8DCxMX",
                "BxMHAgYDBQ0fEQMFAwcJCw0FDwUFDxEBAAURBRMFFR0VAwUXAwMZTwUZHR0fBRsVISkdIyUFHS0n",
                "B6UXhQUfFSsxHS0vBSEtAQeFRVMVMzkdNTcFIy0BB6kVxxU7QR09PwUlLQEHCgIfTRVDSR1FRwUn",
                "LQEHCgIdtx1LTQUpLQEHVgIrNw0BAwEDA20DA08jBwMDWw0DXV8dKx0tHScdLwsDHTEdMwUBHwsR",
                "AAAAAAAAAAABCQECAikDQQkRAwUDBQUpAwUNEwRRBQFRAwcBBwQ/AwEFA1ADAwcEKwMFCwMLEwAF",
                "RxsXBQMFAwEHBAMDAwYDAQUBAGIGNRsDDxUhEwszDTdDCzUpBRklKTlbFR8RDwsRYnVpbHRpbgB2",
                "aGxvAG1vZHVsZQBmdW5jX3YxAGN1c3RvbV9jYWxsX3YxAHJldHVybl92MQAvd29yay93dC9leHBv",
                "cnQvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhp",
                "c20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQB4AG1o",
                "bG8uYmFja2VuZF9jb25maWcAaml0KDxsYW1iZGE+KS9taXNoX2tlcm5lbABtaXNoAC93b3JrL3d0",
                "L2V4cG9ydC9qYXhfbWlzaC9fYXBpLnB5AGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1iZGE+AGVudHJ5",
                "AG1haW4uPGxvY2Fscz4uPGxpc3Rjb21wPgBtYWluADxtb2R1bGU+AGpheC5yZXN1bHRfaW5mbwBy",
                "ZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9md2QACCcHBSMBC1VXWWFjEWVnaVFrU1FTAAABAAAA",
                "BAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAC0/v//CAAAAAAAAAEUAAAAamF4X21pc2hf",
                "YXNjZW5kX2dyYWQAAAAA3P7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAAP///wgA",
                "AAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAA",
                "AAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAAAAQAAADC////AAAADgQAAAABAAAA",
                "BAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////AQAAABAAAAAAAAoADAAAAAgABwAK",
                "AAAAAAAADgQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwA",
                "CwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAAAAgAAAAEAAQABAAA",
                "AAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "grad",
            "dtype": "bfloat16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.9400000000000p+99 -0x1.9400000000000p+99 0x1.6000000000000p-130",
                        "-0x1.6000000000000p-130 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.3400000000000p-1 0x1.3400000000000p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3400000000000p-1",
                        "0x1.3400000000000p-1 0x1.0c00000000000p+0 "
                        "-0x1.9200000000000p-11 0x1.0a00000000000p+0",
                        "-0x1.b800000000000p-5 0x1.0000000000000p+0 "
                        "-0x1.5000000000000p-25 0x1.9200000000000p-1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAD8",
                "BAAAmAUAAJgFAADgBAAAlAUAAJwFAAAAAAEAoAUAAMAFAADUBQAAAAYAAFQGAAAAAAIAAQAAAAAA",
                "AACsBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABHwUBBQ8BAwsDDQ8TFxsfIwPFmRkBbwsHDw8L",
                "DyMLDwsLCw8LDwsPGw8LGw8PCxsPDwsfDw8LHw8LHw8LEwsPCw8PCxsLDw8LGwsPDxsDKy8LDwsP",
                "EwsLCwsfDwsLCwsLEw8TDwEFCw8DFRMPBxcHExMHEwcCXgQFEx8RAwUVIQsFFRUlKwMHDxETBRUF",
                "BRcRAQAFGQUbBR0dGwMFHx0fBwUhHQkjLQEHiWuLHScpBSMtAQeJRZMVLTMdLzEFJS0BB6kVxxU1",
                "Ox03OQUnLQEHCgIfTRU9Qx0/QQUpLQEHCgIdtx1FRwUrLQEHVgIrNx1LBwUtAwNPcQUvHVNVBTEV",
                "V18dWVsFMy1dB60XdwU1FWFpHWNlBTctZwelF4UFORVrCx0JbS0BB4l7iR8VEQAAAAAAAAAADQED",
                "A3EjCwMDeQ0De30dOx09HSkdPx8HCQAAgD8fEQELAx1BHUMDAQUBAwVvbwMDlRUBAQEDA28BCQEC",
                "AikDQQ0pAQkJEQMFAwUFKQNBCSkDARMdKQMFFxMEfQUBUQMNAQcEawMBBQNQAwMHBFcDCxcDCxkA",
                "BUIDBQMHB0YdBwMPAwMJBkkDBQMFC0dRTQkDBQUHAQ0EAwMJBgMBBQEAlgpFHQMPFSFDC1EVYSlp",
                "EwszDTdhBRklKTlbWxUfFykZEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjb25zdGFu",
                "dF92MQBicm9hZGNhc3RfaW5fZGltX3YxAGNvbnZlcnRfdjEAY3VzdG9tX2NhbGxfdjEAcmV0dXJu",
                "X3YxAC93b3JrL3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AGZ1bmN0aW9u",
                "Ljxsb2NhbHM+LjxsYW1iZGE+Ljxsb2NhbHM+LjxsYW1iZGE+AGpheC51c2VzX3NoYXBlX3BvbHlt",
                "b3JwaGlzbQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxpY2FzAGppdF9fbGFtYmRh",
                "AHgAaml0KDxsYW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL2Jyb2FkY2FzdF9pbl9kaW0AZnVuY3Rp",
                "b24uPGxvY2Fscz4uPGxhbWJkYT4AZW50cnkAbWFpbi48bG9jYWxzPi48bGlzdGNvbXA+AG1haW4A",
                "PG1vZHVsZT4Aaml0KDxsYW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL2NvbnZlcnRfZWxlbWVudF90",
                "eXBlAG1obG8uYmFja2VuZF9jb25maWcAaml0KDxsYW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL21p",
                "c2hfZ3JhZF9rZXJuZWwAX21pc2hfanZwAC93b3JrL3d0L2V4cG9ydC9qYXhfbWlzaC9fcHJpbWl0",
                "aXZlcy5weQBtaXNoAC93b3JrL3d0L2V4cG9ydC9qYXhfbWlzaC9fYXBpLnB5AGpheC5yZXN1bHRf",
                "aW5mbwByZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9ncmFkAAgvCwUvAQtzdXd/gQODA4URh4mL",
                "jY+Rk5cBAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAC0/v//CAAAAAAAAAEUAAAA",
                "amF4X21pc2hfYXNjZW5kX2dyYWQAAAAA3P7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9m",
                "d2QAAP///wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4X21p",
                "c2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAAAAQAAADC////AAAA",
                "DgQAAAABAAAABAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////AQAAABAAAAAAAAoA",
                "DAAAAAgABwAKAAAAAAAADgQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQ",
                "AAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAAAAgA",
                "AAAEAAQABAAAAAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "bfloat16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.9400000000000p+99 -0x1.9400000000000p+99 0x1.6000000000000p-130",
                        "-0x1.6000000000000p-130 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.3400000000000p-1 -0x1.3400000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cc00000000000p-2",
                        "0x1.cc00000000000p-1 0x1.0c00000000000p+1 "
                        "0x1.2e00000000000p-9 0x1.0a00000000000p-3",
                        "-0x1.b800000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAACE",
                "AwAAIAQAACAEAABoAwAAHAQAACQEAAAAAAEAMAQAAFAEAABkBAAAsAQAAAwFAAAAAAIAAgAAAAAA",
                "AQAzAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwOXdQ8BUwcLDyMLDwsL",
                "Cw8LDwsTCw8LDw8LHwsPDwsbDw8LGw8PCx8PDwsfDwsfAyMLLwsTCw8TCwsLCwsLCwsTDwEFCw8D",
                "CxMbBxMHAjYDHwUNEQMFAwcJCw0FDwUFDxEBAAURBRMFFR0VAQUXHRkBBRkDAx1TBRsdISMFHRUl",
                "LR0nKQUfLSsHCgIXgQUhFS81HTEzBSMtAweNTW0VNz0dOTsFJS0DB6kVxxU/RR1BQwUnLQMHCgIf",
                "TRVHTR1JSwUpLQMHCgIdtx1PUQUrLQMHVgIrNw0BHwsRAAAAAAAAAAADAQMFU1MjBwMDXw0DYWMd",
                "LR0vHSkdMQsDHTMdNQUBAwVVVQMDVQEJAQICKQNBCREFBQUDBQUpAwUNEwRXBQFRAQcBBwRFAwEF",
                "A1ABAwcEMQMHCwULEwsXAAVHHxsFAwUFAQMHBAEDBQYDAQUBAJ4GNx0DDxUhEwszDTdDFT8pBQcZ",
                "JSk5WxUfEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MQByZXR1",
                "cm5fdjEAL3dvcmsvd3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAamF4LnVz",
                "ZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGlj",
                "YXMAaml0X19sYW1iZGEAZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlz",
                "aF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAL3dvcmsvd3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkA",
                "ZnVuY3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4AZW50cnkAbWFpbi48bG9jYWxzPi48bGlzdGNvbXA+",
                "AG1haW4APG1vZHVsZT4AamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNo",
                "X2dyYWQACCcHBSMBC1lbXWVnEWlrbVdvcVdzAAEAAAAEAAAAAwAAAGNwdQAEAAAAfAAAAFgAAAAw",
                "AAAABAAAAIz+//8IAAAAAAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3JhZAAAAAC0/v//CAAAAAAA",
                "AAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZADY/v//CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAA",
                "APj+//8IAAAAAAAAAQwAAABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAABAAAABAAAAAT///8CAAAA",
                "DAAAAAQAAAAU////GP///wEAAAAEAAAAov///wAAAA4EAAAAAQAAAAQAAAACAAAAMTYAAGT///8I",
                "AAAAAAAAAgEAAAAEAAAAVP///wIAAAAwAAAABAAAAOL///8AAAAOBAAAAAEAAAAEAAAAAgAAADE2",
                "AAAAAAoADAAAAAgABwAKAAAAAAAADgQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAA",
                "ACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAAC",
                "AgAAABAAAAAEAAAA/P///wQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "vmap",
            "dtype": "bfloat16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.9400000000000p+99 -0x1.9400000000000p+99 0x1.6000000000000p-130",
                        "-0x1.6000000000000p-130 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.9400000000000p+99 -0x0.0p+0 0x1.c000000000000p-131",
                        "-0x1.c000000000000p-131 0x1.ba00000000000p-1 "
                        "-0x1.3c00000000000p-2 0x1.3c00000000000p+1",
                        "-0x1.2a00000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.6200000000000p-25 0x1.ac00000000000p-3",
                    ),
                ),
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x1.3400000000000p-1 -0x1.3400000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.cc00000000000p+0",
                        "0x1.3400000000000p-1 -0x1.0c00000000000p+1 "
                        "-0x1.9200000000000p-12 0x1.9000000000000p+1",
                        "-0x1.b800000000000p-5 -0x1.0000000000000p+1 "
                        "-0x1.5000000000000p-26 0x1.2c00000000000p+1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAAk",
                "BQAAwAUAAMAFAAAIBQAAvAUAAMwFAAAAAAEA2AUAADAGAABMBgAAoAYAAPwGAAAAAAIAAgAAAAAA",
                "AQDTBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGwUBBQsBAwsDCQ8TFxsD27MVAYkLBwsPEwsL",
                "DwsPIwsPCwsLDwsPCwsPCw8PCxsPDwsbDw8bDwsbDw8LHw8PCx8PCx8PCw8PCx8PDx8PCx8PDxsP",
                "Cw8PHwMrCwsPTwsLCwsTCxMTCxMLCwsLLwsTAQULDwMRFxMHHxMHEwcCTgUFDx8FEREDBQMDKYsF",
                "EwUVFUVLBRcVc3kDBxcZGwcdBwUZEQEABRsFHQUfHSMDBSEdJwMFIwUlHS0vBScVMTcdMzUFKS0F",
                "B+sXSRU5Px07PQUrLQsHpReFFUEPHQ1DLQEHfx8tHUdJBS0tAQepFccVTVMdT1EFLy0BBwoCH00V",
                "VVsdV1kFMS0BBwoCHbcdXV8FMy0BB1YCKzcdY2UFNRVnbR1pawU3LQUHDgIncxVvEx0RcS0FBx4C",
                "OVUddXcFOS0LBwoCF4EVew8dDX0tAQd/MVEdgYMFOxWFEx0Rhy0FBx4CF6sDAQ0BAwOPHw0hAQAA",
                "AAAAAAAAAAAAAAAAAB09CwMdPwUBAwWLiyMLAwWfow0DkaEdQQ0DkaUdQx0xHUUdRx8REQEAAAAA",
                "AAAAHUkDBY+PAQkBAgIpBRERCSkDEQkFEQUHBQUFBSkDCQ8TKQMFEx0EewUBUQMVAQcEaQMBBQVQ",
                "AwMHBFUDCxMFDyELJQADRysJBQMFAwMHRmEHAwUDAQNHfwkJAwUFBwMJBAMFBQkGAwEFAQAGCksd",
                "Gw8VFQMhRRVBRRMLMw0LGTspBQcTJSk5Iy9DUVsVKREfDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBj",
                "dXN0b21fY2FsbF92MQBmdW5jX3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAcmV0dXJuX3YxAC93b3Jr",
                "L3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2V4cG9ydC9q",
                "YXhfbWlzaC9fcHJpbWl0aXZlcy5weQAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5weQBm",
                "dW5jdGlvbi48bG9jYWxzPi5ib3RoAF9taXNoX2dyYWRfYmF0Y2gAamF4LnVzZXNfc2hhcGVfcG9s",
                "eW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X2JvdGgA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdChib3RoKS92bWFwKCkvbWlzaF9rZXJuZWwAX21p",
                "c2hfYmF0Y2gAbWlzaABlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4AbWFpbgA8bW9kdWxl",
                "PgBqaXQoYm90aCkvdm1hcCgpL2Jyb2FkY2FzdF9pbl9kaW0AX21pc2hfZ3JhZF9iYXRjaC48bG9j",
                "YWxzPi5mcm9udABtaXNoX2dyYWQAaml0KGJvdGgpL3ZtYXAoKS9taXNoX2dyYWRfa2VybmVsAGph",
                "eC5yZXN1bHRfaW5mbwAAcmVzdWx0WzBdAHJlc3VsdFsxXQBwdWJsaWMAamF4X21pc2hfZndkAGph",
                "eF9taXNoX2dyYWQACD0LBT8BC5mbnaepEZOVq4mXjYmNA60Rk5WviZexiY0AAQAAAAQAAAADAAAA",
                "Y3B1AAQAAAB8AAAAWAAAADAAAAAEAAAAPP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9n",
                "cmFkAAAAAGT+//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAIj+//8IAAAAAAAAAQ0A",
                "AABqYXhfbWlzaF9ncmFkAAAAqP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAA",
                "AAIAAAAMAAAABAAAALj+//+8/v//AgAAAAwAAAAEAAAAzP7//9D+//8CAAAAMAAAAAQAAABe////",
                "AAAADgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAhv///wAAAA4EAAAAAgAAABAAAAAE",
                "AAAAAQAAADQAAAABAAAANAAAAFT///8IAAAAAAAAAgIAAAAMAAAABAAAAEj///9M////AgAAADgA",
                "AAAEAAAA2v///wAAAA4EAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAKAAwAAAAIAAcACgAA",
                "AAAAAA4EAAAAAQAAAAQAAAABAAAANAAAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsA",
                "AAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8E",
                "AAQABAAAAAQAAABib3RoAAAAAA==",
            ),
        },
        {
            "form": "sharded",
            "dtype": "bfloat16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.9400000000000p+99 -0x1.9400000000000p+99 0x1.6000000000000p-130",
                        "-0x1.6000000000000p-130 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.9400000000000p+99 -0x0.0p+0 0x1.c000000000000p-131",
                        "-0x1.c000000000000p-131 0x1.ba00000000000p-1 "
                        "-0x1.3c00000000000p-2 0x1.3c00000000000p+1",
                        "-0x1.2a00000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.6200000000000p-25 0x1.ac00000000000p-3",
                    ),
                ),
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.3400000000000p-1 -0x1.3400000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cc00000000000p-2",
                        "0x1.cc00000000000p-1 0x1.0c00000000000p+1 "
                        "0x1.2e00000000000p-9 0x1.0a00000000000p-3",
                        "-0x1.b800000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAAg",
                "BQAAvAUAALwFAAAEBQAAuAUAAPgFAAAAAAIANAYAAHQGAACQBgAA3AYAADgHAAAAAAIAAgAAAAAA",
                "AQDNBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABJwcBBQkRAQUPEwMHFxsfBQcjJysD3a8XAXUH",
                "Cw8PDw8LDw8LCxMjCw8LDwsPCwsLCwsPCw8LGw8PCx8PDwsfDwsfCwsPDwsfDw8bCw8PCxsPDxsL",
                "Aw8XExMPFw8PBS0LCw8vEwsLCwsTCxMbCxsLCwsLCwsTAQsTEw8HCwUNExMHHxMHAu4EHwUXFTU7",
                "HVEBHVNVHWNlBQsdKwEdLQEFGQUbAwNzpwMHGx0fISMlBR0RCQAFHxEFCQUhEQUFBSMJDQUlBScF",
                "KR0zBQUrHTc5BS0tAwepFccVPUMdP0EFLy0DBwoCH00VRUsdR0kFMS0DBwoCHbcdTU8FMy0DB1YC",
                "KzcFNQU3FVddHVlbBTktEwcKAheBFV8FHRVhLQMHfzFRBTsVZ20daWsFPS0TB6UXhRVvBR0VcS0D",
                "B38fLQU/DSkDfQEPBXV1BQN7AQMpCQsDfwEBCSkBAQMvAwEdQQMDiR8TEQAAAAAAAAAADQOFdR1D",
                "CwMdRQUBAwWLiyMRAwWbnw0FjZ2FdR1HDQWNoYV1HUkdMR1LDQEdTR1PAwWJiRsDQQcbAyEHAQIC",
                "BwEJKQNBDykDIQ8FEQULCwULCykDBRUTBEYCBQNRARkBBwQeAgMBCQVAAQMNUAEFBwTzAxEbBRcP",
                "FxEAAQYRAwEDAwEGDwMBAwEHVjEHBQEBBQcFBwSDAxEfBQcHBwcAAQYJAw0DAQEmCwMNAwMJAwEL",
                "RwsXCQMNAwcBBgsDAwMJC0cJFwsDDQUFBwEGCQMDAw0JBAcFCw8BBgEDCwMLAQYBAwsDCQ8EAQUP",
                "DQYDAQUBAMoIUR0bDxUVAyEbKQsZFSMVEwszDSkFBQcTJSk5L0NbFREfDycLDzcLCRFidWlsdGlu",
                "AHNkeQB2aGxvAHVucmVhbGl6ZWRfY29udmVyc2lvbl9jYXN0AG1vZHVsZQBtZXNoAG1hbnVhbF9j",
                "b21wdXRhdGlvbgByZXR1cm4AY3VzdG9tX2NhbGxfdjEAZnVuY192MQByZXR1cm5fdjEAL3dvcmsv",
                "d3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAL3dvcmsvd3QvZXhwb3J0L2ph",
                "eF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fscz4uYm90aABqYXgudXNlc19zaGFwZV9wb2x5",
                "bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfYm90aABk",
                "eQB4AGEAaml0KGJvdGgpL3NoYXJkX21hcABlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4A",
                "bWFpbgA8bW9kdWxlPgBzaGFyZF9tYXAAbWlzaF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAbWlzaF9r",
                "ZXJuZWwAbWlzaABtaGxvLmJhY2tlbmRfY29uZmlnAHNkeS5zaGFyZGluZwBqYXgucmVzdWx0X2lu",
                "Zm8AAHJlc3VsdFswXQByZXN1bHRbMV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFk",
                "AAhHDQVPAQV5DQuVl5mjpQd3gXcRj5Gpg5OHg4cRj5Grg5Otg4cAAAABAAAABAAAAAMAAABjcHUA",
                "BAAAAHwAAABYAAAAMAAAAAQAAAD8/f//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQA",
                "AAAAJP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QASP7//wgAAAAAAAABDQAAAGph",
                "eF9taXNoX2dyYWQAAABo/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAA",
                "ACQAAAAEAAAAnP7//wgAAAAAAAABCwAAAAgDGgECSgECUgEAALj+//8IAAAAAAAAAQsAAAAIAxoB",
                "AkoBAlIBAAACAAAAJAAAAAQAAADg/v//CAAAAAAAAAELAAAACAMaAQJKAQJSAQAA/P7//wgAAAAA",
                "AAABCwAAAAgDGgECSgECUgEAAAIAAAAkAAAABAAAAH7///8AAAAOBAAAAAEAAAAEAAAAAgAAADE2",
                "AACa////AAAADgQAAAABAAAABAAAAAIAAAAxNgAAXP///wgAAAAAAAACAgAAAAwAAAAEAAAAUP//",
                "/1T///8CAAAAMAAAAAQAAADi////AAAADgQAAAABAAAABAAAAAIAAAAxNgAAAAAKAAwAAAAIAAcA",
                "CgAAAAAAAA4EAAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAM",
                "AAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz/",
                "//8EAAQABAAAAAQAAABib3RoAAAAAA==",
            ),
        },
        {
            "form": "mish",
            "dtype": "float16",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.d4c0000000000p+15 -0x1.d4c0000000000p+15 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.d4c0000000000p+15 -0x0.0p+0 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.bb00000000000p-1 "
                        "-0x1.3c40000000000p-2 0x1.3c40000000000p+1",
                        "-0x1.2940000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.0000000000000p-24 0x1.aa00000000000p-3",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAABk",
                "AwAAAAQAAAAEAABIAwAA/AMAAAQEAAAAAAEACAQAACgEAAA8BAAAaAQAALwEAAAAAAIAAQAAAAAA",
                "AAASAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwORbw8BTwsHDyMLDwsL",
                "Cw8LEwsPCw8PCxsLDw8LGw8PCxsPDwsfDw8LHw8LHwMhCwsPDwsPEwsLCwsLCwsLLwEFCw8DCxMX",
                "BxMHAgYDBQ0fEQMFAwcJCw0FDwUFDxEBAAURBRMFFR0VAwUXAwMZTwUZHR0fBRsVISkdIyUFHS0n",
                "B6UXhQUfFSsxHS0vBSEtAQeFRVMVMzkdNTcFIy0BB6kVxxU7QR09PwUlLQEHCgIfTRVDSR1FRwUn",
                "LQEHCgIdtx1LTQUpLQEHVgIrNw0BAwEDA20DA08jBwMDWw0DXV8dKx0tHScdLwsDHTEdMwUBHwsR",
                "AAAAAAAAAAABCQECAikDQQkRAwUDBQcpAwUNEwRRBQFRAwcBBwQ/AwEFA1ADAwcEKwMFCwMLEwAF",
                "RxsXBQMFAwEHBAMDAwYDAQUBAGIGNRsDDxUhEwszDTdDCzUpBRklKTlbFR8RDwsRYnVpbHRpbgB2",
                "aGxvAG1vZHVsZQBmdW5jX3YxAGN1c3RvbV9jYWxsX3YxAHJldHVybl92MQAvd29yay93dC9leHBv",
                "cnQvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhp",
                "c20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQB4AG1o",
                "bG8uYmFja2VuZF9jb25maWcAaml0KDxsYW1iZGE+KS9taXNoX2tlcm5lbABtaXNoAC93b3JrL3d0",
                "L2V4cG9ydC9qYXhfbWlzaC9fYXBpLnB5AGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1iZGE+AGVudHJ5",
                "AG1haW4uPGxvY2Fscz4uPGxpc3Rjb21wPgBtYWluADxtb2R1bGU+AGpheC5yZXN1bHRfaW5mbwBy",
                "ZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9md2QACCcHBSMBC1VXWWFjEWVnaVFrU1FTAAABAAAA",
                "BAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAC0/v//CAAAAAAAAAEUAAAAamF4X21pc2hf",
                "YXNjZW5kX2dyYWQAAAAA3P7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAAP///wgA",
                "AAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAA",
                "AAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAAAAQAAADC////AAAACQQAAAABAAAA",
                "BAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////AQAAABAAAAAAAAoADAAAAAgABwAK",
                "AAAAAAAACQQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwA",
                "CwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAAAAgAAAAEAAQABAAA",
                "AAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "grad",
            "dtype": "float16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.d4c0000000000p+15 -0x1.d4c0000000000p+15 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.3340000000000p-1 0x1.3340000000000p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3340000000000p-1",
                        "0x1.3340000000000p-1 0x1.0c80000000000p+0 "
                        "0x1.b200000000000p-17 0x1.0a80000000000p+0",
                        "-0x1.b880000000000p-5 0x1.0000000000000p+0 "
                        "-0x1.0000000000000p-24 0x1.90c0000000000p-1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAD8",
                "BAAAmAUAAJgFAADgBAAAlAUAAJwFAAAAAAEAoAUAAMAFAADUBQAAAAYAAFQGAAAAAAIAAQAAAAAA",
                "AACsBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABHwUBBQ8BAwsDDQ8TFxsfIwPFmRkBbwsHDw8L",
                "DyMLDwsLCw8LDwsPGw8LGw8PCxsPDwsfDw8LHw8LHw8LEwsPCw8PCxsLDw8LGwsPDxsDKy8LDwsP",
                "EwsLCwsfDwsLCwsLEw8TDwEFCw8DFRMPBxcHExMHEwcCXgQFEx8RAwUVIQsFFRUlKwMHDxETBRUF",
                "BRcRAQAFGQUbBR0dGwMFHx0fBwUhHQkjLQEHiWuLHScpBSMtAQeJRZMVLTMdLzEFJS0BB6kVxxU1",
                "Ox03OQUnLQEHCgIfTRU9Qx0/QQUpLQEHCgIdtx1FRwUrLQEHVgIrNx1LBwUtAwNPcQUvHVNVBTEV",
                "V18dWVsFMy1dB60XdwU1FWFpHWNlBTctZwelF4UFORVrCx0JbS0BB4l7iR8VEQAAAAAAAAAADQED",
                "A3EjCwMDeQ0De30dOx09HSkdPx8HCQAAgD8fEQELAx1BHUMDAQUBAwVvbwMDlRUBAQEDA28BCQEC",
                "AikDQQ0pAQkJEQMFAwUHKQNBCSkDARMdKQMFFxMEfQUBUQMNAQcEawMBBQNQAwMHBFcDCxcDCxkA",
                "BUIDBQMHB0YdBwMPAwMJBkkDBQMFC0dRTQkDBQUHAQ0EAwMJBgMBBQEAlgpFHQMPFSFDC1EVYSlp",
                "EwszDTdhBRklKTlbWxUfFykZEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjb25zdGFu",
                "dF92MQBicm9hZGNhc3RfaW5fZGltX3YxAGNvbnZlcnRfdjEAY3VzdG9tX2NhbGxfdjEAcmV0dXJu",
                "X3YxAC93b3JrL3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AGZ1bmN0aW9u",
                "Ljxsb2NhbHM+LjxsYW1iZGE+Ljxsb2NhbHM+LjxsYW1iZGE+AGpheC51c2VzX3NoYXBlX3BvbHlt",
                "b3JwaGlzbQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxpY2FzAGppdF9fbGFtYmRh",
                "AHgAaml0KDxsYW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL2Jyb2FkY2FzdF9pbl9kaW0AZnVuY3Rp",
                "b24uPGxvY2Fscz4uPGxhbWJkYT4AZW50cnkAbWFpbi48bG9jYWxzPi48bGlzdGNvbXA+AG1haW4A",
                "PG1vZHVsZT4Aaml0KDxsYW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL2NvbnZlcnRfZWxlbWVudF90",
                "eXBlAG1obG8uYmFja2VuZF9jb25maWcAaml0KDxsYW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL21p",
                "c2hfZ3JhZF9rZXJuZWwAX21pc2hfanZwAC93b3JrL3d0L2V4cG9ydC9qYXhfbWlzaC9fcHJpbWl0",
                "aXZlcy5weQBtaXNoAC93b3JrL3d0L2V4cG9ydC9qYXhfbWlzaC9fYXBpLnB5AGpheC5yZXN1bHRf",
                "aW5mbwByZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9ncmFkAAgvCwUvAQtzdXd/gQODA4URh4mL",
                "jY+Rk5cBAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAC0/v//CAAAAAAAAAEUAAAA",
                "amF4X21pc2hfYXNjZW5kX2dyYWQAAAAA3P7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9m",
                "d2QAAP///wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4X21p",
                "c2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAAAAQAAADC////AAAA",
                "CQQAAAABAAAABAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////AQAAABAAAAAAAAoA",
                "DAAAAAgABwAKAAAAAAAACQQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQ",
                "AAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAAAAgA",
                "AAAEAAQABAAAAAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "float16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.d4c0000000000p+15 -0x1.d4c0000000000p+15 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.3340000000000p-1 -0x1.3340000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccc0000000000p-2",
                        "0x1.ccc0000000000p-1 0x1.0c80000000000p+1 "
                        "-0x1.4580000000000p-15 0x1.0a80000000000p-3",
                        "-0x1.b880000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.4000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAACE",
                "AwAAIAQAACAEAABoAwAAHAQAACQEAAAAAAEAMAQAAFAEAABkBAAAsAQAAAwFAAAAAAIAAgAAAAAA",
                "AQAzAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwOXdQ8BUwcLDyMLDwsL",
                "Cw8LDwsTCw8LDw8LHwsPDwsbDw8LGw8PCx8PDwsfDwsfAyMLLwsTCw8TCwsLCwsLCwsTDwEFCw8D",
                "CxMbBxMHAjYDHwUNEQMFAwcJCw0FDwUFDxEBAAURBRMFFR0VAQUXHRkBBRkDAx1TBRsdISMFHRUl",
                "LR0nKQUfLSsHCgIXgQUhFS81HTEzBSMtAweNTW0VNz0dOTsFJS0DB6kVxxU/RR1BQwUnLQMHCgIf",
                "TRVHTR1JSwUpLQMHCgIdtx1PUQUrLQMHVgIrNw0BHwsRAAAAAAAAAAADAQMFU1MjBwMDXw0DYWMd",
                "LR0vHSkdMQsDHTMdNQUBAwVVVQMDVQEJAQICKQNBCREFBQUDBQcpAwUNEwRXBQFRAQcBBwRFAwEF",
                "A1ABAwcEMQMHCwULEwsXAAVHHxsFAwUFAQMHBAEDBQYDAQUBAJ4GNx0DDxUhEwszDTdDFT8pBQcZ",
                "JSk5WxUfEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MQByZXR1",
                "cm5fdjEAL3dvcmsvd3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAamF4LnVz",
                "ZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGlj",
                "YXMAaml0X19sYW1iZGEAZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlz",
                "aF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAL3dvcmsvd3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkA",
                "ZnVuY3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4AZW50cnkAbWFpbi48bG9jYWxzPi48bGlzdGNvbXA+",
                "AG1haW4APG1vZHVsZT4AamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNo",
                "X2dyYWQACCcHBSMBC1lbXWVnEWlrbVdvcVdzAAEAAAAEAAAAAwAAAGNwdQAEAAAAfAAAAFgAAAAw",
                "AAAABAAAAIz+//8IAAAAAAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3JhZAAAAAC0/v//CAAAAAAA",
                "AAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZADY/v//CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAA",
                "APj+//8IAAAAAAAAAQwAAABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAABAAAABAAAAAT///8CAAAA",
                "DAAAAAQAAAAU////GP///wEAAAAEAAAAov///wAAAAkEAAAAAQAAAAQAAAACAAAAMTYAAGT///8I",
                "AAAAAAAAAgEAAAAEAAAAVP///wIAAAAwAAAABAAAAOL///8AAAAJBAAAAAEAAAAEAAAAAgAAADE2",
                "AAAAAAoADAAAAAgABwAKAAAAAAAACQQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAA",
                "ACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAAC",
                "AgAAABAAAAAEAAAA/P///wQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "vmap",
            "dtype": "float16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "float16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.d4c0000000000p+15 -0x1.d4c0000000000p+15 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.d4c0000000000p+15 -0x0.0p+0 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.bb00000000000p-1 "
                        "-0x1.3c40000000000p-2 0x1.3c40000000000p+1",
                        "-0x1.2940000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.0000000000000p-24 0x1.aa00000000000p-3",
                    ),
                ),
                (
                    "float16",
                    (4, 4),
                    (
                        "0x1.3340000000000p-1 -0x1.3340000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.ccc0000000000p+0",
                        "0x1.3340000000000p-1 -0x1.0c80000000000p+1 "
                        "0x1.b000000000000p-18 0x1.8fc0000000000p+1",
                        "-0x1.b880000000000p-5 -0x1.0000000000000p+1 -0x0.0p+0 "
                        "0x1.2c80000000000p+1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAAk",
                "BQAAwAUAAMAFAAAIBQAAvAUAAMwFAAAAAAEA2AUAADAGAABMBgAAoAYAAPwGAAAAAAIAAgAAAAAA",
                "AQDTBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGwUBBQsBAwsDCQ8TFxsD27MVAYkLBwsPEwsL",
                "DwsPIwsPCwsLDwsPCwsPCw8PCxsPDwsbDw8bDwsbDw8LHw8PCx8PCx8PCw8PCx8PDx8PCx8PDxsP",
                "Cw8PHwMrCwsPTwsLCwsTCxMTCxMLCwsLLwsTAQULDwMRFxMHHxMHEwcCTgUFDx8FEREDBQMDKYsF",
                "EwUVFUVLBRcVc3kDBxcZGwcdBwUZEQEABRsFHQUfHSMDBSEdJwMFIwUlHS0vBScVMTcdMzUFKS0F",
                "B+sXSRU5Px07PQUrLQsHpReFFUEPHQ1DLQEHfx8tHUdJBS0tAQepFccVTVMdT1EFLy0BBwoCH00V",
                "VVsdV1kFMS0BBwoCHbcdXV8FMy0BB1YCKzcdY2UFNRVnbR1pawU3LQUHDgIncxVvEx0RcS0FBx4C",
                "OVUddXcFOS0LBwoCF4EVew8dDX0tAQd/MVEdgYMFOxWFEx0Rhy0FBx4CF6sDAQ0BAwOPHw0hAQAA",
                "AAAAAAAAAAAAAAAAAB09CwMdPwUBAwWLiyMLAwWfow0DkaEdQQ0DkaUdQx0xHUUdRx8REQEAAAAA",
                "AAAAHUkDBY+PAQkBAgIpBRERCSkDEQkHEQUHBQUFBSkDCQ8TKQMFEx0EewUBUQMVAQcEaQMBBQVQ",
                "AwMHBFUDCxMFDyELJQADRysJBQMFAwMHRmEHAwUDAQNHfwkJAwUFBwMJBAMFBQkGAwEFAQAGCksd",
                "Gw8VFQMhRRVBRRMLMw0LGTspBQcTJSk5Iy9DUVsVKREfDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBj",
                "dXN0b21fY2FsbF92MQBmdW5jX3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAcmV0dXJuX3YxAC93b3Jr",
                "L3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2V4cG9ydC9q",
                "YXhfbWlzaC9fcHJpbWl0aXZlcy5weQAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5weQBm",
                "dW5jdGlvbi48bG9jYWxzPi5ib3RoAF9taXNoX2dyYWRfYmF0Y2gAamF4LnVzZXNfc2hhcGVfcG9s",
                "eW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X2JvdGgA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdChib3RoKS92bWFwKCkvbWlzaF9rZXJuZWwAX21p",
                "c2hfYmF0Y2gAbWlzaABlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4AbWFpbgA8bW9kdWxl",
                "PgBqaXQoYm90aCkvdm1hcCgpL2Jyb2FkY2FzdF9pbl9kaW0AX21pc2hfZ3JhZF9iYXRjaC48bG9j",
                "YWxzPi5mcm9udABtaXNoX2dyYWQAaml0KGJvdGgpL3ZtYXAoKS9taXNoX2dyYWRfa2VybmVsAGph",
                "eC5yZXN1bHRfaW5mbwAAcmVzdWx0WzBdAHJlc3VsdFsxXQBwdWJsaWMAamF4X21pc2hfZndkAGph",
                "eF9taXNoX2dyYWQACD0LBT8BC5mbnaepEZOVq4mXjYmNA60Rk5WviZexiY0AAQAAAAQAAAADAAAA",
                "Y3B1AAQAAAB8AAAAWAAAADAAAAAEAAAAPP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9n",
                "cmFkAAAAAGT+//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAIj+//8IAAAAAAAAAQ0A",
                "AABqYXhfbWlzaF9ncmFkAAAAqP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAA",
                "AAIAAAAMAAAABAAAALj+//+8/v//AgAAAAwAAAAEAAAAzP7//9D+//8CAAAAMAAAAAQAAABe////",
                "AAAACQQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAhv///wAAAAkEAAAAAgAAABAAAAAE",
                "AAAAAQAAADQAAAABAAAANAAAAFT///8IAAAAAAAAAgIAAAAMAAAABAAAAEj///9M////AgAAADgA",
                "AAAEAAAA2v///wAAAAkEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAKAAwAAAAIAAcACgAA",
                "AAAAAAkEAAAAAQAAAAQAAAABAAAANAAAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsA",
                "AAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8E",
                "AAQABAAAAAQAAABib3RoAAAAAA==",
            ),
        },
        {
            "form": "sharded",
            "dtype": "float16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.d4c0000000000p+15 -0x1.d4c0000000000p+15 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.d4c0000000000p+15 -0x0.0p+0 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.bb00000000000p-1 "
                        "-0x1.3c40000000000p-2 0x1.3c40000000000p+1",
                        "-0x1.2940000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.0000000000000p-24 0x1.aa00000000000p-3",
                    ),
                ),
                (
                    "float16",
                    (16,),
                    (
                        "0x1.3340000000000p-1 -0x1.3340000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccc0000000000p-2",
                        "0x1.ccc0000000000p-1 0x1.0c80000000000p+1 "
                        "-0x1.4580000000000p-15 0x1.0a80000000000p-3",
                        "-0x1.b880000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.4000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAAg",
                "BQAAvAUAALwFAAAEBQAAuAUAAPgFAAAAAAIANAYAAHQGAACQBgAA3AYAADgHAAAAAAIAAgAAAAAA",
                "AQDNBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABJwcBBQkRAQUPEwMHFxsfBQcjJysD3a8XAXUH",
                "Cw8PDw8LDw8LCxMjCw8LDwsPCwsLCwsPCw8LGw8PCx8PDwsfDwsfCwsPDwsfDw8bCw8PCxsPDxsL",
                "Aw8XExMPFw8PBS0LCw8vEwsLCwsTCxMbCxsLCwsLCwsTAQsTEw8HCwUNExMHHxMHAu4EHwUXFTU7",
                "HVEBHVNVHWNlBQsdKwEdLQEFGQUbAwNzpwMHGx0fISMlBR0RCQAFHxEFCQUhEQUFBSMJDQUlBScF",
                "KR0zBQUrHTc5BS0tAwepFccVPUMdP0EFLy0DBwoCH00VRUsdR0kFMS0DBwoCHbcdTU8FMy0DB1YC",
                "KzcFNQU3FVddHVlbBTktEwcKAheBFV8FHRVhLQMHfzFRBTsVZ20daWsFPS0TB6UXhRVvBR0VcS0D",
                "B38fLQU/DSkDfQEPBXV1BQN7AQMpCQsDfwEBCSkBAQMvAwEdQQMDiR8TEQAAAAAAAAAADQOFdR1D",
                "CwMdRQUBAwWLiyMRAwWbnw0FjZ2FdR1HDQWNoYV1HUkdMR1LDQEdTR1PAwWJiRsDQQcbAyEHAQIC",
                "CQEJKQNBDykDIQ8HEQULCwULCykDBRUTBEYCBQNRARkBBwQeAgMBCQVAAQMNUAEFBwTzAxEbBRcP",
                "FxEAAQYRAwEDAwEGDwMBAwEHVjEHBQEBBQcFBwSDAxEfBQcHBwcAAQYJAw0DAQEmCwMNAwMJAwEL",
                "RwsXCQMNAwcBBgsDAwMJC0cJFwsDDQUFBwEGCQMDAw0JBAcFCw8BBgEDCwMLAQYBAwsDCQ8EAQUP",
                "DQYDAQUBAMoIUR0bDxUVAyEbKQsZFSMVEwszDSkFBQcTJSk5L0NbFREfDycLDzcLCRFidWlsdGlu",
                "AHNkeQB2aGxvAHVucmVhbGl6ZWRfY29udmVyc2lvbl9jYXN0AG1vZHVsZQBtZXNoAG1hbnVhbF9j",
                "b21wdXRhdGlvbgByZXR1cm4AY3VzdG9tX2NhbGxfdjEAZnVuY192MQByZXR1cm5fdjEAL3dvcmsv",
                "d3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAL3dvcmsvd3QvZXhwb3J0L2ph",
                "eF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fscz4uYm90aABqYXgudXNlc19zaGFwZV9wb2x5",
                "bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfYm90aABk",
                "eQB4AGEAaml0KGJvdGgpL3NoYXJkX21hcABlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4A",
                "bWFpbgA8bW9kdWxlPgBzaGFyZF9tYXAAbWlzaF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAbWlzaF9r",
                "ZXJuZWwAbWlzaABtaGxvLmJhY2tlbmRfY29uZmlnAHNkeS5zaGFyZGluZwBqYXgucmVzdWx0X2lu",
                "Zm8AAHJlc3VsdFswXQByZXN1bHRbMV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFk",
                "AAhHDQVPAQV5DQuVl5mjpQd3gXcRj5Gpg5OHg4cRj5Grg5Otg4cAAAABAAAABAAAAAMAAABjcHUA",
                "BAAAAHwAAABYAAAAMAAAAAQAAAD8/f//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQA",
                "AAAAJP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QASP7//wgAAAAAAAABDQAAAGph",
                "eF9taXNoX2dyYWQAAABo/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAA",
                "ACQAAAAEAAAAnP7//wgAAAAAAAABCwAAAAgDGgECSgECUgEAALj+//8IAAAAAAAAAQsAAAAIAxoB",
                "AkoBAlIBAAACAAAAJAAAAAQAAADg/v//CAAAAAAAAAELAAAACAMaAQJKAQJSAQAA/P7//wgAAAAA",
                "AAABCwAAAAgDGgECSgECUgEAAAIAAAAkAAAABAAAAH7///8AAAAJBAAAAAEAAAAEAAAAAgAAADE2",
                "AACa////AAAACQQAAAABAAAABAAAAAIAAAAxNgAAXP///wgAAAAAAAACAgAAAAwAAAAEAAAAUP//",
                "/1T///8CAAAAMAAAAAQAAADi////AAAACQQAAAABAAAABAAAAAIAAAAxNgAAAAAKAAwAAAAIAAcA",
                "CgAAAAAAAAkEAAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAM",
                "AAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz/",
                "//8EAAQABAAAAAQAAABib3RoAAAAAA==",
            ),
        },
        {
            "form": "mish",
            "dtype": "float64",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.7e43c8800759cp+996 -0x1.7e43c8800759cp+996 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.7e43c8800759cp+996 -0x0.0p+0 0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.baee2d0adc5e7p-1 "
                        "-0x1.3c417297bdfeep-2 0x1.3c569541d4c20p+1",
                        "-0x1.2955f50a95550p-4 0x1.dfffffffff9d4p+3 "
                        "-0x1.621a7eb0e5924p-25 0x1.a9fc9f9e10f15p-3",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAABk",
                "AwAAAAQAAAAEAABIAwAA/AMAAAQEAAAAAAEACAQAACgEAAA8BAAAaAQAALwEAAAAAAIAAQAAAAAA",
                "AAASAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwORbw8BTwsHDyMLDwsL",
                "Cw8LEwsPCw8PCxsLDw8LGw8PCxsPDwsfDw8LHw8LHwMhCwsPDwsPEwsLCwsLCwsLLwEFCw8DCxMX",
                "BxMHAgYDBQ0fEQMFAwcJCw0FDwUFDxEBAAURBRMFFR0VAwUXAwMZTwUZHR0fBRsVISkdIyUFHS0n",
                "B6UXhQUfFSsxHS0vBSEtAQeFRVMVMzkdNTcFIy0BB6kVxxU7QR09PwUlLQEHCgIfTRVDSR1FRwUn",
                "LQEHCgIdtx1LTQUpLQEHVgIrNw0BAwEDA20DA08jBwMDWw0DXV8dKx0tHScdLwsDHTEdMwUBHwsR",
                "AAAAAAAAAAABCQECAikDQQkRAwUDBQspAwUNEwRRBQFRAwcBBwQ/AwEFA1ADAwcEKwMFCwMLEwAF",
                "RxsXBQMFAwEHBAMDAwYDAQUBAGIGNRsDDxUhEwszDTdDCzUpBRklKTlbFR8RDwsRYnVpbHRpbgB2",
                "aGxvAG1vZHVsZQBmdW5jX3YxAGN1c3RvbV9jYWxsX3YxAHJldHVybl92MQAvd29yay93dC9leHBv",
                "cnQvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhp",
                "c20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQB4AG1o",
                "bG8uYmFja2VuZF9jb25maWcAaml0KDxsYW1iZGE+KS9taXNoX2tlcm5lbABtaXNoAC93b3JrL3d0",
                "L2V4cG9ydC9qYXhfbWlzaC9fYXBpLnB5AGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1iZGE+AGVudHJ5",
                "AG1haW4uPGxvY2Fscz4uPGxpc3Rjb21wPgBtYWluADxtb2R1bGU+AGpheC5yZXN1bHRfaW5mbwBy",
                "ZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9md2QACCcHBSMBC1VXWWFjEWVnaVFrU1FTAAABAAAA",
                "BAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAC0/v//CAAAAAAAAAEUAAAAamF4X21pc2hf",
                "YXNjZW5kX2dyYWQAAAAA3P7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAAP///wgA",
                "AAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAA",
                "AAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAAAAQAAADC////AAAACwQAAAABAAAA",
                "BAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////AQAAABAAAAAAAAoADAAAAAgABwAK",
                "AAAAAAAACwQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwA",
                "CwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAAAAgAAAAEAAQABAAA",
                "AAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "grad",
            "dtype": "float64",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.7e43c8800759cp+996 -0x1.7e43c8800759cp+996 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.3333333333333p-1 0x1.3333333333333p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3333333333333p-1",
                        "0x1.3333333333333p-1 0x1.0c8da341a5e7ap+0 "
                        "0x1.179aa159f8000p-17 0x1.0a877702d062ep+0",
                        "-0x1.b882982ed8a2fp-5 0x1.0000000005f7bp+0 "
                        "-0x1.5065f85521206p-25 0x1.90cebd63f9e85p-1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAACs",
                "BAAASAUAAEgFAACQBAAARAUAAEwFAAAAAAEAUAUAAHAFAACEBQAAsAUAAAQGAAAAAAIAAQAAAAAA",
                "AABZBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABHQUBBQ0BAwsDCw8TFxsfA72VFQFrCwcPCw8j",
                "Cw8LCwsPCw8LDw8bDwsbDw8LGw8PCx8PDwsfDwsfEwsPCw8PCxsLDw8LGwsPDxsDKy8LDwsPEwsL",
                "CwsvDwsLCwsLEw8TDwEFCw8DERMHDxcTBxMHAkYEBREfEQMFBRMVJSsDBw0PEQUTBQUVEQEABRcF",
                "GQUbHRkDBR0dHR8FHxUhCR0HIy0BB4lrix0nKQUhLQEHiUWTFS0zHS8xBSMtAQepFccVNTsdNzkF",
                "JS0BBwoCH00VPUMdP0EFJy0BBwoCHbcdRUcFKS0BB1YCKzcDA0ttBSsdT1EFLRVTWx1VVwUvLVkH",
                "rRd3BTEVXWUdX2EFMy1jB6UXhQU1FWcJHQdpLQEHiXuJHxERAAAAAAAAAAANAQMDbSMLAwN1DQN3",
                "eR03HTkdJx07HwkRAAAAAAAA8D8fDQELAx09HT8DAQUBAwVrawMDkRUBAQEDA2sBCQECAikDQQcL",
                "KQEHEQMFAwUpAwEPHSkDBRMTBG8FAVEDCwEHBF0DAQUDUAMDBwRJAwkTAwsXAAVCAwUDCQdGGwcD",
                "BQMDCUdNSQkDBQUFAQsEAwMHBgMBBQEAkglBHQMPFSFDC1EVYSkTCzMNN2EFGSUpOVtbFR8pGREP",
                "CxFidWlsdGluAHZobG8AbW9kdWxlAGZ1bmNfdjEAY29uc3RhbnRfdjEAYnJvYWRjYXN0X2luX2Rp",
                "bV92MQBjdXN0b21fY2FsbF92MQByZXR1cm5fdjEAL3dvcmsvd3QvZXhwb3J0L3Rlc3RzL2V4cG9y",
                "dF9nb2xkZW4vd3JpdGUucHkAZnVuY3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4uPGxvY2Fscz4uPGxh",
                "bWJkYT4AamF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhs",
                "by5udW1fcmVwbGljYXMAaml0X19sYW1iZGEAeABqaXQoPGxhbWJkYT4pL3RyYW5zcG9zZShqdnAo",
                "KSkvYnJvYWRjYXN0X2luX2RpbQBmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWlu",
                "Ljxsb2NhbHM+LjxsaXN0Y29tcD4AbWFpbgA8bW9kdWxlPgBtaGxvLmJhY2tlbmRfY29uZmlnAGpp",
                "dCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9taXNoX2dyYWRfa2VybmVsAF9taXNoX2p2cAAv",
                "d29yay93dC9leHBvcnQvamF4X21pc2gvX3ByaW1pdGl2ZXMucHkAbWlzaAAvd29yay93dC9leHBv",
                "cnQvamF4X21pc2gvX2FwaS5weQBqYXgucmVzdWx0X2luZm8AcmVzdWx0WzBdAHB1YmxpYwAAamF4",
                "X21pc2hfZ3JhZAAILwsFKwELb3Fze30DfwOBEYOFh4mLjY+TAAAAAQAAAAQAAAADAAAAY3B1AAQA",
                "AAB8AAAAWAAAADAAAAAEAAAAtP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAA",
                "ANz+//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAAD///8IAAAAAAAAAQ0AAABqYXhf",
                "bWlzaF9ncmFkAAAAIP///wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAEAAAAE",
                "AAAANP///wEAAAAEAAAAQP///wEAAAAEAAAAwv///wAAAAsEAAAAAQAAAAQAAAACAAAAMTYAAIT/",
                "//8IAAAAAAAAAgEAAAAEAAAAfP///wEAAAAQAAAAAAAKAAwAAAAIAAcACgAAAAAAAAsEAAAAAQAA",
                "AAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAA",
                "AAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgEAAAAIAAAABAAEAAQAAAAIAAAAPGxhbWJkYT4A",
                "AAAA",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "float64",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.7e43c8800759cp+996 -0x1.7e43c8800759cp+996 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.3333333333333p-1 -0x1.3333333333333p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccccccccccccdp-2",
                        "0x1.ccccccccccccdp-1 0x1.0c8da341a5e7ap+1 "
                        "-0x1.a367f206f4000p-16 0x1.0a877702d062ep-3",
                        "-0x1.b882982ed8a2fp-5 -0x1.0000000005f7bp+0 "
                        "-0x1.5065f85521206p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAACE",
                "AwAAIAQAACAEAABoAwAAHAQAACQEAAAAAAEAMAQAAFAEAABkBAAAsAQAAAwFAAAAAAIAAgAAAAAA",
                "AQAzAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwOXdQ8BUwcLDyMLDwsL",
                "Cw8LDwsTCw8LDw8LHwsPDwsbDw8LGw8PCx8PDwsfDwsfAyMLLwsTCw8TCwsLCwsLCwsTDwEFCw8D",
                "CxMbBxMHAjYDHwUNEQMFAwcJCw0FDwUFDxEBAAURBRMFFR0VAQUXHRkBBRkDAx1TBRsdISMFHRUl",
                "LR0nKQUfLSsHCgIXgQUhFS81HTEzBSMtAweNTW0VNz0dOTsFJS0DB6kVxxU/RR1BQwUnLQMHCgIf",
                "TRVHTR1JSwUpLQMHCgIdtx1PUQUrLQMHVgIrNw0BHwsRAAAAAAAAAAADAQMFU1MjBwMDXw0DYWMd",
                "LR0vHSkdMQsDHTMdNQUBAwVVVQMDVQEJAQICKQNBCREFBQUDBQspAwUNEwRXBQFRAQcBBwRFAwEF",
                "A1ABAwcEMQMHCwULEwsXAAVHHxsFAwUFAQMHBAEDBQYDAQUBAJ4GNx0DDxUhEwszDTdDFT8pBQcZ",
                "JSk5WxUfEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MQByZXR1",
                "cm5fdjEAL3dvcmsvd3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAamF4LnVz",
                "ZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGlj",
                "YXMAaml0X19sYW1iZGEAZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlz",
                "aF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAL3dvcmsvd3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkA",
                "ZnVuY3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4AZW50cnkAbWFpbi48bG9jYWxzPi48bGlzdGNvbXA+",
                "AG1haW4APG1vZHVsZT4AamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNo",
                "X2dyYWQACCcHBSMBC1lbXWVnEWlrbVdvcVdzAAEAAAAEAAAAAwAAAGNwdQAEAAAAfAAAAFgAAAAw",
                "AAAABAAAAIz+//8IAAAAAAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3JhZAAAAAC0/v//CAAAAAAA",
                "AAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZADY/v//CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAA",
                "APj+//8IAAAAAAAAAQwAAABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAABAAAABAAAAAT///8CAAAA",
                "DAAAAAQAAAAU////GP///wEAAAAEAAAAov///wAAAAsEAAAAAQAAAAQAAAACAAAAMTYAAGT///8I",
                "AAAAAAAAAgEAAAAEAAAAVP///wIAAAAwAAAABAAAAOL///8AAAALBAAAAAEAAAAEAAAAAgAAADE2",
                "AAAAAAoADAAAAAgABwAKAAAAAAAACwQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAA",
                "ACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAAC",
                "AgAAABAAAAAEAAAA/P///wQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "vmap",
            "dtype": "float64",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "float64",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.7e43c8800759cp+996 -0x1.7e43c8800759cp+996 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.7e43c8800759cp+996 -0x0.0p+0 0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.baee2d0adc5e7p-1 "
                        "-0x1.3c417297bdfeep-2 0x1.3c569541d4c20p+1",
                        "-0x1.2955f50a95550p-4 0x1.dfffffffff9d4p+3 "
                        "-0x1.621a7eb0e5924p-25 0x1.a9fc9f9e10f15p-3",
                    ),
                ),
                (
                    "float64",
                    (4, 4),
                    (
                        "0x1.3333333333333p-1 -0x1.3333333333333p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.ccccccccccccdp+0",
                        "0x1.3333333333333p-1 -0x1.0c8da341a5e7ap+1 "
                        "0x1.179aa159f8000p-18 0x1.8fcb328438945p+1",
                        "-0x1.b882982ed8a2fp-5 -0x1.0000000005f7bp+1 "
                        "-0x1.5065f85521206p-26 0x1.2c9b0e0afb6e4p+1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAAk",
                "BQAAwAUAAMAFAAAIBQAAvAUAAMwFAAAAAAEA2AUAADAGAABMBgAAoAYAAPwGAAAAAAIAAgAAAAAA",
                "AQDTBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGwUBBQsBAwsDCQ8TFxsD27MVAYkLBwsPEwsL",
                "DwsPIwsPCwsLDwsPCwsPCw8PCxsPDwsbDw8bDwsbDw8LHw8PCx8PCx8PCw8PCx8PDx8PCx8PDxsP",
                "Cw8PHwMrCwsPTwsLCwsTCxMTCxMLCwsLLwsTAQULDwMRFxMHHxMHEwcCTgUFDx8FEREDBQMDKYsF",
                "EwUVFUVLBRcVc3kDBxcZGwcdBwUZEQEABRsFHQUfHSMDBSEdJwMFIwUlHS0vBScVMTcdMzUFKS0F",
                "B+sXSRU5Px07PQUrLQsHpReFFUEPHQ1DLQEHfx8tHUdJBS0tAQepFccVTVMdT1EFLy0BBwoCH00V",
                "VVsdV1kFMS0BBwoCHbcdXV8FMy0BB1YCKzcdY2UFNRVnbR1pawU3LQUHDgIncxVvEx0RcS0FBx4C",
                "OVUddXcFOS0LBwoCF4EVew8dDX0tAQd/MVEdgYMFOxWFEx0Rhy0FBx4CF6sDAQ0BAwOPHw0hAQAA",
                "AAAAAAAAAAAAAAAAAB09CwMdPwUBAwWLiyMLAwWfow0DkaEdQQ0DkaUdQx0xHUUdRx8REQEAAAAA",
                "AAAAHUkDBY+PAQkBAgIpBRERCSkDEQkLEQUHBQUFBSkDCQ8TKQMFEx0EewUBUQMVAQcEaQMBBQVQ",
                "AwMHBFUDCxMFDyELJQADRysJBQMFAwMHRmEHAwUDAQNHfwkJAwUFBwMJBAMFBQkGAwEFAQAGCksd",
                "Gw8VFQMhRRVBRRMLMw0LGTspBQcTJSk5Iy9DUVsVKREfDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBj",
                "dXN0b21fY2FsbF92MQBmdW5jX3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAcmV0dXJuX3YxAC93b3Jr",
                "L3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2V4cG9ydC9q",
                "YXhfbWlzaC9fcHJpbWl0aXZlcy5weQAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5weQBm",
                "dW5jdGlvbi48bG9jYWxzPi5ib3RoAF9taXNoX2dyYWRfYmF0Y2gAamF4LnVzZXNfc2hhcGVfcG9s",
                "eW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X2JvdGgA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdChib3RoKS92bWFwKCkvbWlzaF9rZXJuZWwAX21p",
                "c2hfYmF0Y2gAbWlzaABlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4AbWFpbgA8bW9kdWxl",
                "PgBqaXQoYm90aCkvdm1hcCgpL2Jyb2FkY2FzdF9pbl9kaW0AX21pc2hfZ3JhZF9iYXRjaC48bG9j",
                "YWxzPi5mcm9udABtaXNoX2dyYWQAaml0KGJvdGgpL3ZtYXAoKS9taXNoX2dyYWRfa2VybmVsAGph",
                "eC5yZXN1bHRfaW5mbwAAcmVzdWx0WzBdAHJlc3VsdFsxXQBwdWJsaWMAamF4X21pc2hfZndkAGph",
                "eF9taXNoX2dyYWQACD0LBT8BC5mbnaepEZOVq4mXjYmNA60Rk5WviZexiY0AAQAAAAQAAAADAAAA",
                "Y3B1AAQAAAB8AAAAWAAAADAAAAAEAAAAPP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9n",
                "cmFkAAAAAGT+//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAIj+//8IAAAAAAAAAQ0A",
                "AABqYXhfbWlzaF9ncmFkAAAAqP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAA",
                "AAIAAAAMAAAABAAAALj+//+8/v//AgAAAAwAAAAEAAAAzP7//9D+//8CAAAAMAAAAAQAAABe////",
                "AAAACwQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAhv///wAAAAsEAAAAAgAAABAAAAAE",
                "AAAAAQAAADQAAAABAAAANAAAAFT///8IAAAAAAAAAgIAAAAMAAAABAAAAEj///9M////AgAAADgA",
                "AAAEAAAA2v///wAAAAsEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAKAAwAAAAIAAcACgAA",
                "AAAAAAsEAAAAAQAAAAQAAAABAAAANAAAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsA",
                "AAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8E",
                "AAQABAAAAAQAAABib3RoAAAAAA==",
            ),
        },
        {
            "form": "sharded",
            "dtype": "float64",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.7e43c8800759cp+996 -0x1.7e43c8800759cp+996 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.7e43c8800759cp+996 -0x0.0p+0 0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.baee2d0adc5e7p-1 "
                        "-0x1.3c417297bdfeep-2 0x1.3c569541d4c20p+1",
                        "-0x1.2955f50a95550p-4 0x1.dfffffffff9d4p+3 "
                        "-0x1.621a7eb0e5924p-25 0x1.a9fc9f9e10f15p-3",
                    ),
                ),
                (
                    "float64",
                    (16,),
                    (
                        "0x1.3333333333333p-1 -0x1.3333333333333p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccccccccccccdp-2",
                        "0x1.ccccccccccccdp-1 0x1.0c8da341a5e7ap+1 "
                        "-0x1.a367f206f4000p-16 0x1.0a877702d062ep-3",
                        "-0x1.b882982ed8a2fp-5 -0x1.0000000005f7bp+0 "
                        "-0x1.5065f85521206p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAAg",
                "BQAAvAUAALwFAAAEBQAAuAUAAPgFAAAAAAIANAYAAHQGAACQBgAA3AYAADgHAAAAAAIAAgAAAAAA",
                "AQDNBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABJwcBBQkRAQUPEwMHFxsfBQcjJysD3a8XAXUH",
                "Cw8PDw8LDw8LCxMjCw8LDwsPCwsLCwsPCw8LGw8PCx8PDwsfDwsfCwsPDwsfDw8bCw8PCxsPDxsL",
                "Aw8XExMPFw8PBS0LCw8vEwsLCwsTCxMbCxsLCwsLCwsTAQsTEw8HCwUNExMHHxMHAu4EHwUXFTU7",
                "HVEBHVNVHWNlBQsdKwEdLQEFGQUbAwNzpwMHGx0fISMlBR0RCQAFHxEFCQUhEQUFBSMJDQUlBScF",
                "KR0zBQUrHTc5BS0tAwepFccVPUMdP0EFLy0DBwoCH00VRUsdR0kFMS0DBwoCHbcdTU8FMy0DB1YC",
                "KzcFNQU3FVddHVlbBTktEwcKAheBFV8FHRVhLQMHfzFRBTsVZ20daWsFPS0TB6UXhRVvBR0VcS0D",
                "B38fLQU/DSkDfQEPBXV1BQN7AQMpCQsDfwEBCSkBAQMvAwEdQQMDiR8TEQAAAAAAAAAADQOFdR1D",
                "CwMdRQUBAwWLiyMRAwWbnw0FjZ2FdR1HDQWNoYV1HUkdMR1LDQEdTR1PAwWJiRsDQQcbAyEHAQIC",
                "DQEJKQNBDykDIQ8LEQULCwULCykDBRUTBEYCBQNRARkBBwQeAgMBCQVAAQMNUAEFBwTzAxEbBRcP",
                "FxEAAQYRAwEDAwEGDwMBAwEHVjEHBQEBBQcFBwSDAxEfBQcHBwcAAQYJAw0DAQEmCwMNAwMJAwEL",
                "RwsXCQMNAwcBBgsDAwMJC0cJFwsDDQUFBwEGCQMDAw0JBAcFCw8BBgEDCwMLAQYBAwsDCQ8EAQUP",
                "DQYDAQUBAMoIUR0bDxUVAyEbKQsZFSMVEwszDSkFBQcTJSk5L0NbFREfDycLDzcLCRFidWlsdGlu",
                "AHNkeQB2aGxvAHVucmVhbGl6ZWRfY29udmVyc2lvbl9jYXN0AG1vZHVsZQBtZXNoAG1hbnVhbF9j",
                "b21wdXRhdGlvbgByZXR1cm4AY3VzdG9tX2NhbGxfdjEAZnVuY192MQByZXR1cm5fdjEAL3dvcmsv",
                "d3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAL3dvcmsvd3QvZXhwb3J0L2ph",
                "eF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fscz4uYm90aABqYXgudXNlc19zaGFwZV9wb2x5",
                "bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfYm90aABk",
                "eQB4AGEAaml0KGJvdGgpL3NoYXJkX21hcABlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4A",
                "bWFpbgA8bW9kdWxlPgBzaGFyZF9tYXAAbWlzaF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAbWlzaF9r",
                "ZXJuZWwAbWlzaABtaGxvLmJhY2tlbmRfY29uZmlnAHNkeS5zaGFyZGluZwBqYXgucmVzdWx0X2lu",
                "Zm8AAHJlc3VsdFswXQByZXN1bHRbMV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFk",
                "AAhHDQVPAQV5DQuVl5mjpQd3gXcRj5Gpg5OHg4cRj5Grg5Otg4cAAAABAAAABAAAAAMAAABjcHUA",
                "BAAAAHwAAABYAAAAMAAAAAQAAAD8/f//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQA",
                "AAAAJP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QASP7//wgAAAAAAAABDQAAAGph",
                "eF9taXNoX2dyYWQAAABo/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAA",
                "ACQAAAAEAAAAnP7//wgAAAAAAAABCwAAAAgDGgECSgECUgEAALj+//8IAAAAAAAAAQsAAAAIAxoB",
                "AkoBAlIBAAACAAAAJAAAAAQAAADg/v//CAAAAAAAAAELAAAACAMaAQJKAQJSAQAA/P7//wgAAAAA",
                "AAABCwAAAAgDGgECSgECUgEAAAIAAAAkAAAABAAAAH7///8AAAALBAAAAAEAAAAEAAAAAgAAADE2",
                "AACa////AAAACwQAAAABAAAABAAAAAIAAAAxNgAAXP///wgAAAAAAAACAgAAAAwAAAAEAAAAUP//",
                "/1T///8CAAAAMAAAAAQAAADi////AAAACwQAAAABAAAABAAAAAIAAAAxNgAAAAAKAAwAAAAIAAcA",
                "CgAAAAAAAAsEAAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAM",
                "AAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz/",
                "//8EAAQABAAAAAQAAABib3RoAAAAAA==",
            ),
        },
    ],
}

# Written by tests/support/export_golden/write.py on cpu.
golden_2026_12_01_jax_0_12_0_1 = {
    "platform": "cpu",
    "date": "2026-12-01",
    "jax_mish": "0.1.0",
    "jax": "0.12.0.1",
    "jaxlib": "0.12.0.1",
    "commit": "a7cf111-dirty",
    "calling_convention_version": 10,
    "entries": [
        {
            "form": "mish",
            "dtype": "float32",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.93e5940000000p+99 -0x1.93e5940000000p+99 0x1.16c2000000000p-133",
                        "-0x1.16c2000000000p-133 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.93e5940000000p+99 -0x0.0p+0 0x1.4e82000000000p-134",
                        "-0x1.4e82000000000p-134 0x1.baee2c0000000p-1 "
                        "-0x1.3c41720000000p-2 0x1.3c56960000000p+1",
                        "-0x1.2955f40000000p-4 0x1.e000000000000p+3 "
                        "-0x1.621a800000000p-25 0x1.a9fca00000000p-3",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAALQD",
                "AABQBAAAUAQAAJgDAABMBAAAVAQAAAEAAABYBAAAeAQAAIwEAAC4BAAADAUAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "vPv//wAAAQoEAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAACAMAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAARkFAQUJAQMLAwcPExcDk3EPAVELBw8PDw8PIwsPCwsLDwsTCw8LDw8LGwsLGw8PDwsb",
                "Dw8LHw8LHw8LAyELCw8PCw8TCwsLCwsLCwsvAQULDwMLExcHEwcCAgMFDR8RAwUVCQsdKy0dMTMV",
                "OT8DBxETFQUXBQUPEQEABREFEwUVHR0DBRcDAyFTBRkdJScFGxUpNRUHBwUdLS8HpReFBR8FIS0B",
                "B4lFUxUJNxULDR07PQUjLQEHrRXHFUFHHUNFBSUtAQcSAh9NHUlLBSctAQdeAis3HU8NBSkDAQ0B",
                "AwNvAwNTIwcDA10NA19hHSsdLR0lHS8LAx0xHTMFAR8LEQAAAAAAAAAAAQkBAgIpA0EJEQMFAwUJ",
                "KQMFDRMEUQUBUQMPAQcEPwMBBQNQAwMHBCsDBQsDCxsABUcjHwUDBQMBBwRNAwMGAwEFAQA2BjUb",
                "Aw8VIR0TCw03Qws1KQUZJSk5WxUfEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0",
                "b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4v",
                "d3JpdGUucHkAamF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMA",
                "bWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8",
                "bGFtYmRhPikvbWlzaF9rZXJuZWwAbWlzaAAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5w",
                "eQBmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWluADxtb2R1bGU+AGppdCg8bGFt",
                "YmRhPikAamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2Z3ZAAIKQcF",
                "MwELV1lbY2UTZ2lrUW1VUVVRAQAAAAQAAAADAAAAY3B1AAQAAAB8AAAAWAAAADAAAAAEAAAAtP7/",
                "/wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAANz+//8IAAAAAAAAARMAAABqYXhf",
                "bWlzaF9hc2NlbmRfZndkAAD///8IAAAAAAAAAQ0AAABqYXhfbWlzaF9ncmFkAAAAIP///wgAAAAA",
                "AAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAEAAAAEAAAANP///wEAAAAEAAAAQP///wEA",
                "AAAEAAAAxP///wAAAQoEAAAAAQAAAAQAAAACAAAAMTYAAIT///8IAAAAAAAAAgEAAAAEAAAAfP//",
                "/wEAAAAQAAAADAAMAAAACAAHAAYADAAAAAAAAQoEAAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAA",
                "AAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAI",
                "AAAAAAAAAgEAAAAIAAAABAAEAAQAAAAIAAAAPGxhbWJkYT4AAAAA",
            ),
        },
        {
            "form": "grad",
            "dtype": "float32",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.93e5940000000p+99 -0x1.93e5940000000p+99 0x1.16c2000000000p-133",
                        "-0x1.16c2000000000p-133 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.3333340000000p-1 0x1.3333340000000p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3333340000000p-1",
                        "0x1.3333340000000p-1 0x1.0c8da40000000p+0 "
                        "0x1.1800000000000p-17 0x1.0a87760000000p+0",
                        "-0x1.b882980000000p-5 0x1.0000000000000p+0 "
                        "-0x1.5065f80000000p-25 0x1.90cebe0000000p-1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAAAAF",
                "AACcBQAAnAUAAOQEAACYBQAAoAUAAAEAAACkBQAAxAUAANgFAAAEBgAAWAYAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "cPr//wAAAQoEAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAAUwQAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAAR0FAQUNAQMLAwsPExcbHwPDmxUBcQsHDw8PCw8PDw8PDyMLDwsLCw8LCw8LGw8PCx8P",
                "Cx8PCw8PGwsbEwsPCw8PCxsLDwsbCw8bDw8PAysvCwsPCw8TCwsLCx8PCwsLCxMPEw8BBQsPAxET",
                "Bw8XEwcTBwJKBAURHxEDBR0pCRUrMQUTFQ8JHUlLFRNfHVlbHWFjHQtpAwcbHR8FIQUFFREBAAUX",
                "BRkFGx0nAwUdBR8dLS8FIS0BB60VxxUzOR01NwUjLQEHEgIfTR07PQUlLQEHXgIrNx1BQwUnFUUN",
                "HQtHLQEHjWuLBSktAQeNRZMDA09zBSsdU1UFLRVXaxUREQUvLV0HrRd3BTEVFWcFMy1lB6UXhQU1",
                "FRcPLQEHjXuJFRNtFRVvFRcNHxERAAAAAAAAAAANAQMBAwNzIwsDA30NA3+BHTcdOR0jHTsfCQkA",
                "AIA/Hw0BCwMdPR0/BQEDBXFxAwOXFQEBAQMDcQEJAQICKQNBBwkpAQcRAwUDBSkDAQ8dKQMFExME",
                "bwUBUQMZAQcEXQMBBQNQAwMHBEkDCRMDCyUABUIHBQMJB0Y/BwMFAwMJR1FNCQMFBQUBCwQHAwcG",
                "AwEFAQBmCUEdAw8VIUMLURVhKTdhEwsNHQUZJSk5W1sVHykZEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1",
                "bGUAZnVuY192MQBjb25zdGFudF92MQBicm9hZGNhc3RfaW5fZGltX3YxAGN1c3RvbV9jYWxsX3Yy",
                "AHJldHVybl92MQAvd29yay93dC9leHBvcnQvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQBm",
                "dW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPi48bG9jYWxzPi48bGFtYmRhPgBqYXgudXNlc19zaGFw",
                "ZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRf",
                "X2xhbWJkYQB4AGppdCg8bGFtYmRhPikAZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoPGxhbWJkYT4p",
                "L3RyYW5zcG9zZShqdnAoKSkvYnJvYWRjYXN0X2luX2RpbQBmdW5jdGlvbi48bG9jYWxzPi48bGFt",
                "YmRhPgBtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9t",
                "aXNoX2dyYWRfa2VybmVsAF9taXNoX2p2cAAvd29yay93dC9leHBvcnQvamF4X21pc2gvX3ByaW1p",
                "dGl2ZXMucHkAbWlzaAAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5weQBqYXgucmVzdWx0",
                "X2luZm8AcmVzdWx0WzBdAHB1YmxpYwAAamF4X21pc2hfZ3JhZAAIMQsFRwELd3l7g4UDhwOJE4uN",
                "j3WRk5WZdQABAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAC0/v//CAAAAAAAAAEU",
                "AAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAA3P7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2Vu",
                "ZF9md2QAAP///wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4",
                "X21pc2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAAAAQAAADE////",
                "AAABCgQAAAABAAAABAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////AQAAABAAAAAM",
                "AAwAAAAIAAcABgAMAAAAAAABCgQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwA",
                "AAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAA",
                "AAgAAAAEAAQABAAAAAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "float32",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.93e5940000000p+99 -0x1.93e5940000000p+99 0x1.16c2000000000p-133",
                        "-0x1.16c2000000000p-133 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.3333340000000p-1 -0x1.3333340000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cccccc0000000p-2",
                        "0x1.cccccc0000000p-1 0x1.0c8da40000000p+1 "
                        "-0x1.a400000000000p-16 0x1.0a87760000000p-3",
                        "-0x1.b882980000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5065f80000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB4AAAAfAAAAIQAAACEAAAAhAAAAKQAAAAAAAoApAAAAOAD",
                "AAB8BAAAfAQAAMQDAAB4BAAAgAQAAAEAAACMBAAArAQAAMAEAAAMBQAAaAUAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAACAAAAAAAAAAAAAAABAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAA",
                "AQAAAAQAAABw+///AAABCgQAAAABAAAABAAAAAIAAAAxNgAAAgAAAAAAAQApAwAATUzvUg1TdGFi",
                "bGVITE9fdjEuMTguMAABGQUBBQkBAwsDBw8TFwOZdw8BVQcLDw8PDw8jCw8LCwsPCw8LEwsPCw8P",
                "Cx8LCxsPDw8LGw8PCx8PCx8PCwMjCwsvEwsPEwsLCwsLCwsLEw8BBQsPAwsTGwcTBwIyAx8FDRED",
                "BRUJCx0vMR01NxU9QwMHERMVBRcFBQ8RAQAFEQUTBRUdHQEFFx0hAQUZAwMlVQUbHSkrBR0VLTkV",
                "BwcFHy0zBwoCF4EFIQUjLQMHkU1tFQk7FQsNHT9BBSUtAwetFccVRUsdR0kFJy0DBxICH00dTU8F",
                "KS0DB14CKzcdUw0FKw0BAwEfCxEAAAAAAAAAAAMFVVUjBwMDYQ0DY2UdLR0vHScdMQsDHTMdNQUB",
                "AwVZWQMDWQEJAQICKQNBCREFBQUDBQkpAwUNEwRXBQFRAQ8BBwRFAwEFA1ABAwcEMQMHCwULGwsf",
                "AAVHJyMFAwUFAQMHBFEDBQYDAQUBAHIGNx0DDxUhHRMLDTdDFT8pBQcZJSk5WxUfEQ8LEWJ1aWx0",
                "aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3Qv",
                "ZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAamF4LnVzZXNfc2hhcGVfcG9seW1v",
                "cnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlzaF9ncmFkX2tlcm5lbABt",
                "aXNoX2dyYWQAL3dvcmsvd3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fs",
                "cz4uPGxhbWJkYT4AZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoPGxhbWJkYT4pAGpheC5yZXN1bHRf",
                "aW5mbwByZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9ncmFkAAgpBwUzAQtbXV9naRNrbW9XcXNX",
                "dVcAAAABAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAACM/v//CAAAAAAAAAEUAAAA",
                "amF4X21pc2hfYXNjZW5kX2dyYWQAAAAAtP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9m",
                "d2QA2P7//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAD4/v//CAAAAAAAAAEMAAAAamF4X21p",
                "c2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAAE////AgAAAAwAAAAEAAAAFP///xj///8BAAAABAAA",
                "AKT///8AAAEKBAAAAAEAAAAEAAAAAgAAADE2AABk////CAAAAAAAAAIBAAAABAAAAFT///8CAAAA",
                "MAAAAAQAAADk////AAABCgQAAAABAAAABAAAAAIAAAAxNgAADAAMAAAACAAHAAYADAAAAAAAAQoE",
                "AAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoA",
                "AAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8EAAQABAAA",
                "AAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "vmap",
            "dtype": "float32",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "float32",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.93e5940000000p+99 -0x1.93e5940000000p+99 0x1.16c2000000000p-133",
                        "-0x1.16c2000000000p-133 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.93e5940000000p+99 -0x0.0p+0 0x1.4e82000000000p-134",
                        "-0x1.4e82000000000p-134 0x1.baee2c0000000p-1 "
                        "-0x1.3c41720000000p-2 0x1.3c56960000000p+1",
                        "-0x1.2955f40000000p-4 0x1.e000000000000p+3 "
                        "-0x1.621a800000000p-25 0x1.a9fca00000000p-3",
                    ),
                ),
                (
                    "float32",
                    (4, 4),
                    (
                        "0x1.3333340000000p-1 -0x1.3333340000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.cccccc0000000p+0",
                        "0x1.3333340000000p-1 -0x1.0c8da40000000p+1 "
                        "0x1.1800000000000p-18 0x1.8fcb320000000p+1",
                        "-0x1.b882980000000p-5 -0x1.0000000000000p+1 "
                        "-0x1.5065f80000000p-26 0x1.2c9b0e0000000p+1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAACMAAAAjAAAANgAAAAAAAoA2AAAAMQF",
                "AABgBgAAYAYAAKgFAABcBgAAbAYAAAEAAAB4BgAA0AYAAOwGAABEBwAAoAcAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAgAAAAEAAAABAAAAAgAAAAAAAAABAAAA",
                "AAAAAAAAAAACAAAAMAAAAAQAAABE+f//AAABCgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0",
                "AAAAbPn//wAAAQoEAAAAAQAAAAQAAAABAAAANAAAAAIAAAAAAAEA2gQAAE1M71INU3RhYmxlSExP",
                "X3YxLjE4LjAAARsFAQULAQMLAwkPExcbA+e/FQGVCwcLDw8TDw8PCw8LCw8PDw8PIwsPCwsLDwsP",
                "CwsPCw8PCxsPCxsbDw8PDwsbDw8LHw8LHw8LDw8LHw8PHwsfDxsPCw8PHw8PDwsDKwsLD08LCwsL",
                "EwsTEwsTCwsLCy8LEwEFCw8DERcTBx8TBxMHAoYFBQ8fBREVVVsRAwUDAzmXFQ9HHUNFHUlLBRMd",
                "F00FFQUXFR1/HXt9HReBFSONHRmLAwcnKSsJLQkFGREBAAUbBR0FHx0zAwUhHTcDBSMFJR09PwUn",
                "FUFPFQ0NBSktBQfrF0kVERUFKy0TB6UXhS0BB4MfLRUPURURUxUVBx1XWQUtLQEHrRXHFV1jHV9h",
                "BS8tAQcSAh9NHWVnBTEtAQdeAis3HWttBTMVb3UdcXMFNS0FBw4CJ3MVdxsdGXktBQceAjlVBTct",
                "EwcKAheBFR8HLQEHgzFRHYWHBTkViY8VISEtBQceAherFR0fFSMbHZMHBTsDAQ0BAwObHw0hAQAA",
                "AAAAAAAAAAAAAAAAAB09CwMdPwUBAwWXlyMLAwWrrw0Dna0dQQ0DnbEdQx0vHUUdRx8REQEAAAAA",
                "AAAAHUkDBZubAQkBAgIpBRERCSkDEQkJEQUHBQUFBSkDCQ8TKQMFEx0EewUBUQMlAQcEaQMBBQVQ",
                "AwMHBFUDCxMFDzELNQADRzsLBQMFAwMHRmkHAwUDAQNHgwsJAwUFBwMJBJEFBQkGAwEFAQDKCUsd",
                "Gw8VFQMhFUUVQUUTCw0LGTspBQcTJSk5Iy9DUVsVKREfDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBj",
                "dXN0b21fY2FsbF92MgBmdW5jX3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAcmV0dXJuX3YxAC93b3Jr",
                "L3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2V4cG9ydC9q",
                "YXhfbWlzaC9fcHJpbWl0aXZlcy5weQAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5weQBm",
                "dW5jdGlvbi48bG9jYWxzPi5ib3RoAF9taXNoX2dyYWRfYmF0Y2gAamF4LnVzZXNfc2hhcGVfcG9s",
                "eW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X2JvdGgA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdChib3RoKS92bWFwKCkvbWlzaF9rZXJuZWwAX21p",
                "c2hfYmF0Y2gAbWlzaABlbnRyeQBtYWluADxtb2R1bGU+AGppdChib3RoKS92bWFwKCkvYnJvYWRj",
                "YXN0X2luX2RpbQBfbWlzaF9ncmFkX2JhdGNoLjxsb2NhbHM+LmZyb250AG1pc2hfZ3JhZABqaXQo",
                "Ym90aCkvdm1hcCgpL21pc2hfZ3JhZF9rZXJuZWwAaml0KGJvdGgpAGpheC5yZXN1bHRfaW5mbwAA",
                "cmVzdWx0WzBdAHJlc3VsdFsxXQBwdWJsaWMAamF4X21pc2hfZndkAGpheF9taXNoX2dyYWQACEEL",
                "BV8BC6WnqbO1E5+ht5WjmZWZlQO5E5+hu5WjvZWZlQAAAQAAAAQAAAADAAAAY3B1AAQAAAB8AAAA",
                "WAAAADAAAAAEAAAAOP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAAGD+//8I",
                "AAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAIT+//8IAAAAAAAAAQ0AAABqYXhfbWlzaF9n",
                "cmFkAAAApP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAIAAAAMAAAABAAA",
                "ALT+//+4/v//AgAAAAwAAAAEAAAAyP7//8z+//8CAAAAMAAAAAQAAABc////AAABCgQAAAACAAAA",
                "EAAAAAQAAAABAAAANAAAAAEAAAA0AAAAhP///wAAAQoEAAAAAgAAABAAAAAEAAAAAQAAADQAAAAB",
                "AAAANAAAAFD///8IAAAAAAAAAgIAAAAMAAAABAAAAET///9I////AgAAADwAAAAEAAAA2P///wAA",
                "AQoEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAAwADAAAAAgABwAGAAwAAAAAAAEKBAAA",
                "AAEAAAAEAAAAAQAAADQAAADM////CAAAAAAAAAICAAAALAAAABAAAAAAAAoADAALAAAABAAKAAAA",
                "CAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAICAAAAEAAAAAQAAAD8////BAAEAAQAAAAE",
                "AAAAYm90aAAAAAA=",
            ),
        },
        {
            "form": "sharded",
            "dtype": "float32",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.93e5940000000p+99 -0x1.93e5940000000p+99 0x1.16c2000000000p-133",
                        "-0x1.16c2000000000p-133 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.93e5940000000p+99 -0x0.0p+0 0x1.4e82000000000p-134",
                        "-0x1.4e82000000000p-134 0x1.baee2c0000000p-1 "
                        "-0x1.3c41720000000p-2 0x1.3c56960000000p+1",
                        "-0x1.2955f40000000p-4 0x1.e000000000000p+3 "
                        "-0x1.621a800000000p-25 0x1.a9fca00000000p-3",
                    ),
                ),
                (
                    "float32",
                    (16,),
                    (
                        "0x1.3333340000000p-1 -0x1.3333340000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cccccc0000000p-2",
                        "0x1.cccccc0000000p-1 0x1.0c8da40000000p+1 "
                        "-0x1.a400000000000p-16 0x1.0a87760000000p-3",
                        "-0x1.b882980000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5065f80000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAAA0AQAAiAEAAKgBAAAAAAoAqAEAANQG",
                "AABwBwAAcAcAALgGAABsBwAAzAgAAAIAAABsCgAArAoAAMgKAAAUCwAAcAsAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAEAAAABAAAAAgAAAAEAAAABAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAA",
                "AQAAAAQAAACm9v//DAAAABQAAABIAAAABgAAAGRldmljZQAAwvb//wwAAAAMAAAADAAAAAAAAAAA",
                "AAAAAQAAAAQAAAC29v//BAAAAAEAAAAEAAAAAQAAAGEAAACI9///EAAAACgAAAAsAAAAOAAAAKL2",
                "//8IAAAADAAAAAMAAABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAA",
                "AAEAAAAEAAAA4Pf//xAAAAAoAAAALAAAADgAAAD69v//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUA",
                "AQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAAABAAAABAAAAGz2//8AAAEKBAAAAAEAAAAE",
                "AAAAAgAAADE2AAACAAAAAAABABsFAABNTO9SDVN0YWJsZUhMT192MS4xOC4wAAEnBwEFCREBBQ8T",
                "AwcXGx8FByMnKwP1xRkBiwcLDw8PDw8PCwsPDw8LCxMjCw8LDwsPCxMLEwsPGwsLDwsLCw8LDwsb",
                "Dw8LHw8LHwsLDwsLDw8PCx8PGwsPDw8LGw8bCwMPFxMTDxcPDwUtCwsPLxMLCwsLEwsTGwsbCwsL",
                "CwsLEwENExMPBwsPBQ0TEwcfEwcCbgUfBRcdYRkdY2UdaWsVb3UdeXsVf4UFGQULHUUBHUcBFU1T",
                "BRsFHQMDib0DByMlJykrLQUfEQkABSERBQkFIxEFBQUlAwMzNQUnAwM3OQUpAQM7AwU9ET9BBSsF",
                "LRELCQkTBS8FMR1LGQUzHU9RBTUtAwetFccVVVsdV1kFNy0DBxICH00dXV8FOS0DB14CKzcFOwU9",
                "HWcBBT8FQRVtCxULCx1xcwVDLRsHCgIXgR0ddy0DB4MxUQVFFX0PFQ8PHYGDBUctGwelF4UdHYct",
                "AweDHy0FSQ1DA5MBDwWLiwUDkQEDGQkLA5UBAQkZAQEDEQMBHUsDA58fFREAAAAAAAAAAA0Dm4sd",
                "TQsDHU8FAQMFoaEjEwMFsbUNBaOzm4sdUQ0Fo7ebix1THTcdVQ0BHVcdWQMFn58bA0EHGwMhBwEC",
                "AgsBCQECBCkDQREpAyERCREFDQ0FDQ0pAwUXEwRKAgUDUQEhAQcEIgIDAQkFQQExAw1QAQUHBPMD",
                "ERsFGxUbFwABBhcDAQMDAQYVAwEDAQdWSQcFAQEFBwUHBIMDER8FBwcHBwABBgkDDwMBASYNAw8D",
                "AwkDAQtHDR8JAw8DBwEGDQMDAwkLRwkfCwMPBQUHAQYJAwMDDQkEBwULDwEGBQMNAwsBBgUDDQMJ",
                "DwQFBQ8NBgMBBQEARglbHRsPFRUDIRspCxkVIxUXFRMLDSkFBwsLCx8TJSk5L0MFWxURHw8nCw83",
                "CwkRYnVpbHRpbgBzZHkAdmhsbwB1bnJlYWxpemVkX2NvbnZlcnNpb25fY2FzdABtb2R1bGUAbWVz",
                "aABtYW51YWxfY29tcHV0YXRpb24AcmV0dXJuAGN1c3RvbV9jYWxsX3YyAGZ1bmNfdjEAcmV0dXJu",
                "X3YxAC93b3JrL3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AGEAL3dvcmsv",
                "d3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fscz4uYm90aABqYXgudXNl",
                "c19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNh",
                "cwBqaXRfYm90aABzdGFibGVobG8ubWVzaABheGVzAG5hbWUAc2l6ZQBkeQB4AGppdChib3RoKS9z",
                "aGFyZF9tYXAAZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoYm90aCkAc2hhcmRfbWFwOgBzaGFyZF9t",
                "YXAAbWlzaF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAbWlzaF9rZXJuZWwAbWlzaABtaGxvLmJhY2tl",
                "bmRfY29uZmlnAHNkeS5zaGFyZGluZwBqYXgucmVzdWx0X2luZm8AAHJlc3VsdFswXQByZXN1bHRb",
                "MV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFkAAhLDQVfAQWPEwurra+5uweNl40T",
                "pae/mamdmZ2ZE6WnwZmpw5mdmQABAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAB4",
                "+///CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAoPv//wgAAAAAAAABEwAAAGph",
                "eF9taXNoX2FzY2VuZF9md2QAxPv//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAADk+///CAAA",
                "AAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAAALQAAAAEAAAA4v3//wQAAAC6/f//",
                "DAAAABQAAABIAAAABgAAAGRldmljZQAA1v3//wwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAQAAADK",
                "/f//BAAAAAEAAAAEAAAAAQAAAGEAAACc/v//EAAAACgAAAAsAAAAOAAAALb9//8IAAAADAAAAAMA",
                "AABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAAAI7+//8EAAAAZv7/",
                "/wwAAAAUAAAASAAAAAYAAABkZXZpY2UAAIL+//8MAAAADAAAAAwAAAAAAAAAAAAAAAEAAAAEAAAA",
                "dv7//wQAAAABAAAABAAAAAEAAABhAAAASP///xAAAAAoAAAALAAAADgAAABi/v//CAAAAAwAAAAD",
                "AAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAAACAAAAzAAAAAQA",
                "AABG////BAAAAB7///8MAAAAFAAAAFQAAAAGAAAAZGV2aWNlAAA6////DAAAAAwAAAAMAAAAAAAA",
                "AAAAAAABAAAABAAAAC7///8EAAAAAQAAAAQAAAABAAAAYQAAAAwAFAAQAAwACAAEAAwAAAAQAAAA",
                "KAAAACwAAAA4AAAAJv///wgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAAB",
                "AAAAYQAAAAEAAAACAAAAAAAKAAgAAAAAAAQACgAAAAQAAADi////DAAAACAAAABoAAAABgAAAGRl",
                "dmljZQAAAAAKABAADAAIAAQACgAAAAwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAwAAAAAAAYACAAE",
                "AAYAAAAEAAAAAQAAAAQAAAABAAAAYQAAAAwAFgAQAAwACAAEAAwAAAAcAAAANAAAADgAAABEAAAA",
                "AAAKAAwACAAAAAQACgAAAAgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAAB",
                "AAAAYQAAAAEAAAACAAAAAgAAACQAAAAEAAAAgP///wAAAQoEAAAAAQAAAAQAAAACAAAAMTYAAJz/",
                "//8AAAEKBAAAAAEAAAAEAAAAAgAAADE2AABc////CAAAAAAAAAICAAAADAAAAAQAAABQ////VP//",
                "/wIAAAAwAAAABAAAAOT///8AAAEKBAAAAAEAAAAEAAAAAgAAADE2AAAMAAwAAAAIAAcABgAMAAAA",
                "AAABCgQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAA",
                "AAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAgAAABAAAAAEAAAA/P///wQA",
                "BAAEAAAABAAAAGJvdGgAAAAA",
            ),
        },
        {
            "form": "mish",
            "dtype": "bfloat16",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.9400000000000p+99 -0x1.9400000000000p+99 0x1.6000000000000p-130",
                        "-0x1.6000000000000p-130 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.9400000000000p+99 -0x0.0p+0 0x1.c000000000000p-131",
                        "-0x1.c000000000000p-131 0x1.ba00000000000p-1 "
                        "-0x1.3c00000000000p-2 0x1.3c00000000000p+1",
                        "-0x1.2a00000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.6200000000000p-25 0x1.ac00000000000p-3",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAALQD",
                "AABQBAAAUAQAAJgDAABMBAAAVAQAAAEAAABYBAAAeAQAAIwEAAC4BAAADAUAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "vPv//wAAAQ4EAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAACAMAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAARkFAQUJAQMLAwcPExcDk3EPAVELBw8PDw8PIwsPCwsLDwsTCw8LDw8LGwsLGw8PDwsb",
                "Dw8LHw8LHw8LAyELCw8PCw8TCwsLCwsLCwsvAQULDwMLExcHEwcCAgMFDR8RAwUVCQsdKy0dMTMV",
                "OT8DBxETFQUXBQUPEQEABREFEwUVHR0DBRcDAyFTBRkdJScFGxUpNRUHBwUdLS8HpReFBR8FIS0B",
                "B4lFUxUJNxULDR07PQUjLQEHrRXHFUFHHUNFBSUtAQcSAh9NHUlLBSctAQdeAis3HU8NBSkDAQ0B",
                "AwNvAwNTIwcDA10NA19hHSsdLR0lHS8LAx0xHTMFAR8LEQAAAAAAAAAAAQkBAgIpA0EJEQMFAwUF",
                "KQMFDRMEUQUBUQMPAQcEPwMBBQNQAwMHBCsDBQsDCxsABUcjHwUDBQMBBwRNAwMGAwEFAQA2BjUb",
                "Aw8VIR0TCw03Qws1KQUZJSk5WxUfEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0",
                "b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4v",
                "d3JpdGUucHkAamF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMA",
                "bWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8",
                "bGFtYmRhPikvbWlzaF9rZXJuZWwAbWlzaAAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5w",
                "eQBmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWluADxtb2R1bGU+AGppdCg8bGFt",
                "YmRhPikAamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2Z3ZAAIKQcF",
                "MwELV1lbY2UTZ2lrUW1VUVVRAQAAAAQAAAADAAAAY3B1AAQAAAB8AAAAWAAAADAAAAAEAAAAtP7/",
                "/wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAANz+//8IAAAAAAAAARMAAABqYXhf",
                "bWlzaF9hc2NlbmRfZndkAAD///8IAAAAAAAAAQ0AAABqYXhfbWlzaF9ncmFkAAAAIP///wgAAAAA",
                "AAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAEAAAAEAAAANP///wEAAAAEAAAAQP///wEA",
                "AAAEAAAAxP///wAAAQ4EAAAAAQAAAAQAAAACAAAAMTYAAIT///8IAAAAAAAAAgEAAAAEAAAAfP//",
                "/wEAAAAQAAAADAAMAAAACAAHAAYADAAAAAAAAQ4EAAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAA",
                "AAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAI",
                "AAAAAAAAAgEAAAAIAAAABAAEAAQAAAAIAAAAPGxhbWJkYT4AAAAA",
            ),
        },
        {
            "form": "grad",
            "dtype": "bfloat16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.9400000000000p+99 -0x1.9400000000000p+99 0x1.6000000000000p-130",
                        "-0x1.6000000000000p-130 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.3400000000000p-1 0x1.3400000000000p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3400000000000p-1",
                        "0x1.3400000000000p-1 0x1.0c00000000000p+0 "
                        "-0x1.9200000000000p-11 0x1.0a00000000000p+0",
                        "-0x1.b800000000000p-5 0x1.0000000000000p+0 "
                        "-0x1.5000000000000p-25 0x1.9200000000000p-1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAAFgF",
                "AAD0BQAA9AUAADwFAADwBQAA+AUAAAEAAAD8BQAAHAYAADAGAABcBgAAsAYAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "GPr//wAAAQ4EAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAAqgQAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAAR8FAQUPAQMLAw0PExcbHyMDy58ZAXULBw8PDw8LDw8PDw8PIwsPCwsLDwsLDwsbDw8L",
                "Hw8LHw8LDxsLGw8LEwsPCw8PCxsLDwsbCw8bDw8PAysvCwsPCw8TCwsLCx8PCwsLCxMPEw8BBQsP",
                "AxUTDwcXBxMTBxMHAnIEBRMfEQMFHSsJFS0zFUUPBRUVEQkdSUsVFWMdXV8dZWcdDW0DBx0fIQUj",
                "BQUXEQEABRkFGwUdHSkDBR8FIR0vMQUjLQEHrRXHFTU7HTc5BSUtAQcSAh9NHT0/BSctAQdeAis3",
                "HUMLBSkdDUctAQeNa4sFKy0BB41Fkx1PCwUtAwNTdwUvHVdZBTEVW28VExMFMy1hB60XdwU1FRdr",
                "BTctaQelF4UFORUZES0BB417iRUVcRUXcxUZDx8VEQAAAAAAAAAADQEDAQMDdyMLAwOBDQODhR07",
                "HT0dJR0/HwcJAACAPx8RAQsDHUEdQwUBAwV1dQMDmxUBAQEDA3UBCQECAikDQQ0pAQkJEQMFAwUF",
                "KQNBCSkDARMdKQMFFxMEfQUBUQMbAQcEawMBBQNQAwMHBFcDCxcDCycABUIHBQMHB0ZBBwMPAwMJ",
                "Bk0DBQMFC0dVUQkDBQUHAQ0EBwMJBgMBBQEAagpFHQMPFSFDC1EVYSlpN2ETCw0dBRklKTlbWxUf",
                "FykZEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjb25zdGFudF92MQBicm9hZGNhc3Rf",
                "aW5fZGltX3YxAGNvbnZlcnRfdjEAY3VzdG9tX2NhbGxfdjIAcmV0dXJuX3YxAC93b3JrL3d0L2V4",
                "cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1i",
                "ZGE+Ljxsb2NhbHM+LjxsYW1iZGE+AGpheC51c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51",
                "bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxpY2FzAGppdF9fbGFtYmRhAHgAaml0KDxsYW1iZGE+",
                "KQBlbnRyeQBtYWluADxtb2R1bGU+AGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9icm9h",
                "ZGNhc3RfaW5fZGltAGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1iZGE+AGppdCg8bGFtYmRhPikvdHJh",
                "bnNwb3NlKGp2cCgpKS9jb252ZXJ0X2VsZW1lbnRfdHlwZQBtaGxvLmJhY2tlbmRfY29uZmlnAGpp",
                "dCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9taXNoX2dyYWRfa2VybmVsAF9taXNoX2p2cAAv",
                "d29yay93dC9leHBvcnQvamF4X21pc2gvX3ByaW1pdGl2ZXMucHkAbWlzaAAvd29yay93dC9leHBv",
                "cnQvamF4X21pc2gvX2FwaS5weQBqYXgucmVzdWx0X2luZm8AcmVzdWx0WzBdAHB1YmxpYwAAamF4",
                "X21pc2hfZ3JhZAAIMQsFSwELe31/h4kDiwONE4+Rk3mVl5mdeQAAAQAAAAQAAAADAAAAY3B1AAQA",
                "AAB8AAAAWAAAADAAAAAEAAAAtP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAA",
                "ANz+//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAAD///8IAAAAAAAAAQ0AAABqYXhf",
                "bWlzaF9ncmFkAAAAIP///wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAEAAAAE",
                "AAAANP///wEAAAAEAAAAQP///wEAAAAEAAAAxP///wAAAQ4EAAAAAQAAAAQAAAACAAAAMTYAAIT/",
                "//8IAAAAAAAAAgEAAAAEAAAAfP///wEAAAAQAAAADAAMAAAACAAHAAYADAAAAAAAAQ4EAAAAAQAA",
                "AAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAA",
                "AAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgEAAAAIAAAABAAEAAQAAAAIAAAAPGxhbWJkYT4A",
                "AAAA",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "bfloat16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.9400000000000p+99 -0x1.9400000000000p+99 0x1.6000000000000p-130",
                        "-0x1.6000000000000p-130 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.3400000000000p-1 -0x1.3400000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cc00000000000p-2",
                        "0x1.cc00000000000p-1 0x1.0c00000000000p+1 "
                        "0x1.2e00000000000p-9 0x1.0a00000000000p-3",
                        "-0x1.b800000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB4AAAAfAAAAIQAAACEAAAAhAAAAKQAAAAAAAoApAAAAOAD",
                "AAB8BAAAfAQAAMQDAAB4BAAAgAQAAAEAAACMBAAArAQAAMAEAAAMBQAAaAUAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAACAAAAAAAAAAAAAAABAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAA",
                "AQAAAAQAAABw+///AAABDgQAAAABAAAABAAAAAIAAAAxNgAAAgAAAAAAAQApAwAATUzvUg1TdGFi",
                "bGVITE9fdjEuMTguMAABGQUBBQkBAwsDBw8TFwOZdw8BVQcLDw8PDw8jCw8LCwsPCw8LEwsPCw8P",
                "Cx8LCxsPDw8LGw8PCx8PCx8PCwMjCwsvEwsPEwsLCwsLCwsLEw8BBQsPAwsTGwcTBwIyAx8FDRED",
                "BRUJCx0vMR01NxU9QwMHERMVBRcFBQ8RAQAFEQUTBRUdHQEFFx0hAQUZAwMlVQUbHSkrBR0VLTkV",
                "BwcFHy0zBwoCF4EFIQUjLQMHkU1tFQk7FQsNHT9BBSUtAwetFccVRUsdR0kFJy0DBxICH00dTU8F",
                "KS0DB14CKzcdUw0FKw0BAwEfCxEAAAAAAAAAAAMFVVUjBwMDYQ0DY2UdLR0vHScdMQsDHTMdNQUB",
                "AwVZWQMDWQEJAQICKQNBCREFBQUDBQUpAwUNEwRXBQFRAQ8BBwRFAwEFA1ABAwcEMQMHCwULGwsf",
                "AAVHJyMFAwUFAQMHBFEDBQYDAQUBAHIGNx0DDxUhHRMLDTdDFT8pBQcZJSk5WxUfEQ8LEWJ1aWx0",
                "aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3Qv",
                "ZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAamF4LnVzZXNfc2hhcGVfcG9seW1v",
                "cnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlzaF9ncmFkX2tlcm5lbABt",
                "aXNoX2dyYWQAL3dvcmsvd3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fs",
                "cz4uPGxhbWJkYT4AZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoPGxhbWJkYT4pAGpheC5yZXN1bHRf",
                "aW5mbwByZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9ncmFkAAgpBwUzAQtbXV9naRNrbW9XcXNX",
                "dVcAAAABAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAACM/v//CAAAAAAAAAEUAAAA",
                "amF4X21pc2hfYXNjZW5kX2dyYWQAAAAAtP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9m",
                "d2QA2P7//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAD4/v//CAAAAAAAAAEMAAAAamF4X21p",
                "c2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAAE////AgAAAAwAAAAEAAAAFP///xj///8BAAAABAAA",
                "AKT///8AAAEOBAAAAAEAAAAEAAAAAgAAADE2AABk////CAAAAAAAAAIBAAAABAAAAFT///8CAAAA",
                "MAAAAAQAAADk////AAABDgQAAAABAAAABAAAAAIAAAAxNgAADAAMAAAACAAHAAYADAAAAAAAAQ4E",
                "AAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoA",
                "AAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8EAAQABAAA",
                "AAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "vmap",
            "dtype": "bfloat16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.9400000000000p+99 -0x1.9400000000000p+99 0x1.6000000000000p-130",
                        "-0x1.6000000000000p-130 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.9400000000000p+99 -0x0.0p+0 0x1.c000000000000p-131",
                        "-0x1.c000000000000p-131 0x1.ba00000000000p-1 "
                        "-0x1.3c00000000000p-2 0x1.3c00000000000p+1",
                        "-0x1.2a00000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.6200000000000p-25 0x1.ac00000000000p-3",
                    ),
                ),
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x1.3400000000000p-1 -0x1.3400000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.cc00000000000p+0",
                        "0x1.3400000000000p-1 -0x1.0c00000000000p+1 "
                        "-0x1.9200000000000p-12 0x1.9000000000000p+1",
                        "-0x1.b800000000000p-5 -0x1.0000000000000p+1 "
                        "-0x1.5000000000000p-26 0x1.2c00000000000p+1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAACMAAAAjAAAANgAAAAAAAoA2AAAAMQF",
                "AABgBgAAYAYAAKgFAABcBgAAbAYAAAEAAAB4BgAA0AYAAOwGAABEBwAAoAcAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAgAAAAEAAAABAAAAAgAAAAAAAAABAAAA",
                "AAAAAAAAAAACAAAAMAAAAAQAAABE+f//AAABDgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0",
                "AAAAbPn//wAAAQ4EAAAAAQAAAAQAAAABAAAANAAAAAIAAAAAAAEA2gQAAE1M71INU3RhYmxlSExP",
                "X3YxLjE4LjAAARsFAQULAQMLAwkPExcbA+e/FQGVCwcLDw8TDw8PCw8LCw8PDw8PIwsPCwsLDwsP",
                "CwsPCw8PCxsPCxsbDw8PDwsbDw8LHw8LHw8LDw8LHw8PHwsfDxsPCw8PHw8PDwsDKwsLD08LCwsL",
                "EwsTEwsTCwsLCy8LEwEFCw8DERcTBx8TBxMHAoYFBQ8fBREVVVsRAwUDAzmXFQ9HHUNFHUlLBRMd",
                "F00FFQUXFR1/HXt9HReBFSONHRmLAwcnKSsJLQkFGREBAAUbBR0FHx0zAwUhHTcDBSMFJR09PwUn",
                "FUFPFQ0NBSktBQfrF0kVERUFKy0TB6UXhS0BB4MfLRUPURURUxUVBx1XWQUtLQEHrRXHFV1jHV9h",
                "BS8tAQcSAh9NHWVnBTEtAQdeAis3HWttBTMVb3UdcXMFNS0FBw4CJ3MVdxsdGXktBQceAjlVBTct",
                "EwcKAheBFR8HLQEHgzFRHYWHBTkViY8VISEtBQceAherFR0fFSMbHZMHBTsDAQ0BAwObHw0hAQAA",
                "AAAAAAAAAAAAAAAAAB09CwMdPwUBAwWXlyMLAwWrrw0Dna0dQQ0DnbEdQx0vHUUdRx8REQEAAAAA",
                "AAAAHUkDBZubAQkBAgIpBRERCSkDEQkFEQUHBQUFBSkDCQ8TKQMFEx0EewUBUQMlAQcEaQMBBQVQ",
                "AwMHBFUDCxMFDzELNQADRzsLBQMFAwMHRmkHAwUDAQNHgwsJAwUFBwMJBJEFBQkGAwEFAQDKCUsd",
                "Gw8VFQMhFUUVQUUTCw0LGTspBQcTJSk5Iy9DUVsVKREfDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBj",
                "dXN0b21fY2FsbF92MgBmdW5jX3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAcmV0dXJuX3YxAC93b3Jr",
                "L3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2V4cG9ydC9q",
                "YXhfbWlzaC9fcHJpbWl0aXZlcy5weQAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5weQBm",
                "dW5jdGlvbi48bG9jYWxzPi5ib3RoAF9taXNoX2dyYWRfYmF0Y2gAamF4LnVzZXNfc2hhcGVfcG9s",
                "eW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X2JvdGgA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdChib3RoKS92bWFwKCkvbWlzaF9rZXJuZWwAX21p",
                "c2hfYmF0Y2gAbWlzaABlbnRyeQBtYWluADxtb2R1bGU+AGppdChib3RoKS92bWFwKCkvYnJvYWRj",
                "YXN0X2luX2RpbQBfbWlzaF9ncmFkX2JhdGNoLjxsb2NhbHM+LmZyb250AG1pc2hfZ3JhZABqaXQo",
                "Ym90aCkvdm1hcCgpL21pc2hfZ3JhZF9rZXJuZWwAaml0KGJvdGgpAGpheC5yZXN1bHRfaW5mbwAA",
                "cmVzdWx0WzBdAHJlc3VsdFsxXQBwdWJsaWMAamF4X21pc2hfZndkAGpheF9taXNoX2dyYWQACEEL",
                "BV8BC6WnqbO1E5+ht5WjmZWZlQO5E5+hu5WjvZWZlQAAAQAAAAQAAAADAAAAY3B1AAQAAAB8AAAA",
                "WAAAADAAAAAEAAAAOP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAAGD+//8I",
                "AAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAIT+//8IAAAAAAAAAQ0AAABqYXhfbWlzaF9n",
                "cmFkAAAApP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAIAAAAMAAAABAAA",
                "ALT+//+4/v//AgAAAAwAAAAEAAAAyP7//8z+//8CAAAAMAAAAAQAAABc////AAABDgQAAAACAAAA",
                "EAAAAAQAAAABAAAANAAAAAEAAAA0AAAAhP///wAAAQ4EAAAAAgAAABAAAAAEAAAAAQAAADQAAAAB",
                "AAAANAAAAFD///8IAAAAAAAAAgIAAAAMAAAABAAAAET///9I////AgAAADwAAAAEAAAA2P///wAA",
                "AQ4EAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAAwADAAAAAgABwAGAAwAAAAAAAEOBAAA",
                "AAEAAAAEAAAAAQAAADQAAADM////CAAAAAAAAAICAAAALAAAABAAAAAAAAoADAALAAAABAAKAAAA",
                "CAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAICAAAAEAAAAAQAAAD8////BAAEAAQAAAAE",
                "AAAAYm90aAAAAAA=",
            ),
        },
        {
            "form": "sharded",
            "dtype": "bfloat16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.9400000000000p+99 -0x1.9400000000000p+99 0x1.6000000000000p-130",
                        "-0x1.6000000000000p-130 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.9400000000000p+99 -0x0.0p+0 0x1.c000000000000p-131",
                        "-0x1.c000000000000p-131 0x1.ba00000000000p-1 "
                        "-0x1.3c00000000000p-2 0x1.3c00000000000p+1",
                        "-0x1.2a00000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.6200000000000p-25 0x1.ac00000000000p-3",
                    ),
                ),
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.3400000000000p-1 -0x1.3400000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cc00000000000p-2",
                        "0x1.cc00000000000p-1 0x1.0c00000000000p+1 "
                        "0x1.2e00000000000p-9 0x1.0a00000000000p-3",
                        "-0x1.b800000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAAA0AQAAiAEAAKgBAAAAAAoAqAEAANQG",
                "AABwBwAAcAcAALgGAABsBwAAzAgAAAIAAABsCgAArAoAAMgKAAAUCwAAcAsAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAEAAAABAAAAAgAAAAEAAAABAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAA",
                "AQAAAAQAAACm9v//DAAAABQAAABIAAAABgAAAGRldmljZQAAwvb//wwAAAAMAAAADAAAAAAAAAAA",
                "AAAAAQAAAAQAAAC29v//BAAAAAEAAAAEAAAAAQAAAGEAAACI9///EAAAACgAAAAsAAAAOAAAAKL2",
                "//8IAAAADAAAAAMAAABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAA",
                "AAEAAAAEAAAA4Pf//xAAAAAoAAAALAAAADgAAAD69v//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUA",
                "AQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAAABAAAABAAAAGz2//8AAAEOBAAAAAEAAAAE",
                "AAAAAgAAADE2AAACAAAAAAABABsFAABNTO9SDVN0YWJsZUhMT192MS4xOC4wAAEnBwEFCREBBQ8T",
                "AwcXGx8FByMnKwP1xRkBiwcLDw8PDw8PCwsPDw8LCxMjCw8LDwsPCxMLEwsPGwsLDwsLCw8LDwsb",
                "Dw8LHw8LHwsLDwsLDw8PCx8PGwsPDw8LGw8bCwMPFxMTDxcPDwUtCwsPLxMLCwsLEwsTGwsbCwsL",
                "CwsLEwENExMPBwsPBQ0TEwcfEwcCbgUfBRcdYRkdY2UdaWsVb3UdeXsVf4UFGQULHUUBHUcBFU1T",
                "BRsFHQMDib0DByMlJykrLQUfEQkABSERBQkFIxEFBQUlAwMzNQUnAwM3OQUpAQM7AwU9ET9BBSsF",
                "LRELCQkTBS8FMR1LGQUzHU9RBTUtAwetFccVVVsdV1kFNy0DBxICH00dXV8FOS0DB14CKzcFOwU9",
                "HWcBBT8FQRVtCxULCx1xcwVDLRsHCgIXgR0ddy0DB4MxUQVFFX0PFQ8PHYGDBUctGwelF4UdHYct",
                "AweDHy0FSQ1DA5MBDwWLiwUDkQEDGQkLA5UBAQkZAQEDEQMBHUsDA58fFREAAAAAAAAAAA0Dm4sd",
                "TQsDHU8FAQMFoaEjEwMFsbUNBaOzm4sdUQ0Fo7ebix1THTcdVQ0BHVcdWQMFn58bA0EHGwMhBwEC",
                "AgcBCQECBCkDQREpAyERBREFDQ0FDQ0pAwUXEwRKAgUDUQEhAQcEIgIDAQkFQQExAw1QAQUHBPMD",
                "ERsFGxUbFwABBhcDAQMDAQYVAwEDAQdWSQcFAQEFBwUHBIMDER8FBwcHBwABBgkDDwMBASYNAw8D",
                "AwkDAQtHDR8JAw8DBwEGDQMDAwkLRwkfCwMPBQUHAQYJAwMDDQkEBwULDwEGBQMNAwsBBgUDDQMJ",
                "DwQFBQ8NBgMBBQEARglbHRsPFRUDIRspCxkVIxUXFRMLDSkFBwsLCx8TJSk5L0MFWxURHw8nCw83",
                "CwkRYnVpbHRpbgBzZHkAdmhsbwB1bnJlYWxpemVkX2NvbnZlcnNpb25fY2FzdABtb2R1bGUAbWVz",
                "aABtYW51YWxfY29tcHV0YXRpb24AcmV0dXJuAGN1c3RvbV9jYWxsX3YyAGZ1bmNfdjEAcmV0dXJu",
                "X3YxAC93b3JrL3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AGEAL3dvcmsv",
                "d3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fscz4uYm90aABqYXgudXNl",
                "c19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNh",
                "cwBqaXRfYm90aABzdGFibGVobG8ubWVzaABheGVzAG5hbWUAc2l6ZQBkeQB4AGppdChib3RoKS9z",
                "aGFyZF9tYXAAZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoYm90aCkAc2hhcmRfbWFwOgBzaGFyZF9t",
                "YXAAbWlzaF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAbWlzaF9rZXJuZWwAbWlzaABtaGxvLmJhY2tl",
                "bmRfY29uZmlnAHNkeS5zaGFyZGluZwBqYXgucmVzdWx0X2luZm8AAHJlc3VsdFswXQByZXN1bHRb",
                "MV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFkAAhLDQVfAQWPEwurra+5uweNl40T",
                "pae/mamdmZ2ZE6WnwZmpw5mdmQABAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAB4",
                "+///CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAoPv//wgAAAAAAAABEwAAAGph",
                "eF9taXNoX2FzY2VuZF9md2QAxPv//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAADk+///CAAA",
                "AAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAAALQAAAAEAAAA4v3//wQAAAC6/f//",
                "DAAAABQAAABIAAAABgAAAGRldmljZQAA1v3//wwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAQAAADK",
                "/f//BAAAAAEAAAAEAAAAAQAAAGEAAACc/v//EAAAACgAAAAsAAAAOAAAALb9//8IAAAADAAAAAMA",
                "AABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAAAI7+//8EAAAAZv7/",
                "/wwAAAAUAAAASAAAAAYAAABkZXZpY2UAAIL+//8MAAAADAAAAAwAAAAAAAAAAAAAAAEAAAAEAAAA",
                "dv7//wQAAAABAAAABAAAAAEAAABhAAAASP///xAAAAAoAAAALAAAADgAAABi/v//CAAAAAwAAAAD",
                "AAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAAACAAAAzAAAAAQA",
                "AABG////BAAAAB7///8MAAAAFAAAAFQAAAAGAAAAZGV2aWNlAAA6////DAAAAAwAAAAMAAAAAAAA",
                "AAAAAAABAAAABAAAAC7///8EAAAAAQAAAAQAAAABAAAAYQAAAAwAFAAQAAwACAAEAAwAAAAQAAAA",
                "KAAAACwAAAA4AAAAJv///wgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAAB",
                "AAAAYQAAAAEAAAACAAAAAAAKAAgAAAAAAAQACgAAAAQAAADi////DAAAACAAAABoAAAABgAAAGRl",
                "dmljZQAAAAAKABAADAAIAAQACgAAAAwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAwAAAAAAAYACAAE",
                "AAYAAAAEAAAAAQAAAAQAAAABAAAAYQAAAAwAFgAQAAwACAAEAAwAAAAcAAAANAAAADgAAABEAAAA",
                "AAAKAAwACAAAAAQACgAAAAgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAAB",
                "AAAAYQAAAAEAAAACAAAAAgAAACQAAAAEAAAAgP///wAAAQ4EAAAAAQAAAAQAAAACAAAAMTYAAJz/",
                "//8AAAEOBAAAAAEAAAAEAAAAAgAAADE2AABc////CAAAAAAAAAICAAAADAAAAAQAAABQ////VP//",
                "/wIAAAAwAAAABAAAAOT///8AAAEOBAAAAAEAAAAEAAAAAgAAADE2AAAMAAwAAAAIAAcABgAMAAAA",
                "AAABDgQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAA",
                "AAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAgAAABAAAAAEAAAA/P///wQA",
                "BAAEAAAABAAAAGJvdGgAAAAA",
            ),
        },
        {
            "form": "mish",
            "dtype": "float16",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.d4c0000000000p+15 -0x1.d4c0000000000p+15 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.d4c0000000000p+15 -0x0.0p+0 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.bb00000000000p-1 "
                        "-0x1.3c40000000000p-2 0x1.3c40000000000p+1",
                        "-0x1.2940000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.0000000000000p-24 0x1.aa00000000000p-3",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAALQD",
                "AABQBAAAUAQAAJgDAABMBAAAVAQAAAEAAABYBAAAeAQAAIwEAAC4BAAADAUAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "vPv//wAAAQkEAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAACAMAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAARkFAQUJAQMLAwcPExcDk3EPAVELBw8PDw8PIwsPCwsLDwsTCw8LDw8LGwsLGw8PDwsb",
                "Dw8LHw8LHw8LAyELCw8PCw8TCwsLCwsLCwsvAQULDwMLExcHEwcCAgMFDR8RAwUVCQsdKy0dMTMV",
                "OT8DBxETFQUXBQUPEQEABREFEwUVHR0DBRcDAyFTBRkdJScFGxUpNRUHBwUdLS8HpReFBR8FIS0B",
                "B4lFUxUJNxULDR07PQUjLQEHrRXHFUFHHUNFBSUtAQcSAh9NHUlLBSctAQdeAis3HU8NBSkDAQ0B",
                "AwNvAwNTIwcDA10NA19hHSsdLR0lHS8LAx0xHTMFAR8LEQAAAAAAAAAAAQkBAgIpA0EJEQMFAwUH",
                "KQMFDRMEUQUBUQMPAQcEPwMBBQNQAwMHBCsDBQsDCxsABUcjHwUDBQMBBwRNAwMGAwEFAQA2BjUb",
                "Aw8VIR0TCw03Qws1KQUZJSk5WxUfEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0",
                "b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4v",
                "d3JpdGUucHkAamF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMA",
                "bWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8",
                "bGFtYmRhPikvbWlzaF9rZXJuZWwAbWlzaAAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5w",
                "eQBmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWluADxtb2R1bGU+AGppdCg8bGFt",
                "YmRhPikAamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2Z3ZAAIKQcF",
                "MwELV1lbY2UTZ2lrUW1VUVVRAQAAAAQAAAADAAAAY3B1AAQAAAB8AAAAWAAAADAAAAAEAAAAtP7/",
                "/wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAANz+//8IAAAAAAAAARMAAABqYXhf",
                "bWlzaF9hc2NlbmRfZndkAAD///8IAAAAAAAAAQ0AAABqYXhfbWlzaF9ncmFkAAAAIP///wgAAAAA",
                "AAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAEAAAAEAAAANP///wEAAAAEAAAAQP///wEA",
                "AAAEAAAAxP///wAAAQkEAAAAAQAAAAQAAAACAAAAMTYAAIT///8IAAAAAAAAAgEAAAAEAAAAfP//",
                "/wEAAAAQAAAADAAMAAAACAAHAAYADAAAAAAAAQkEAAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAA",
                "AAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAI",
                "AAAAAAAAAgEAAAAIAAAABAAEAAQAAAAIAAAAPGxhbWJkYT4AAAAA",
            ),
        },
        {
            "form": "grad",
            "dtype": "float16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.d4c0000000000p+15 -0x1.d4c0000000000p+15 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.3340000000000p-1 0x1.3340000000000p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3340000000000p-1",
                        "0x1.3340000000000p-1 0x1.0c80000000000p+0 "
                        "0x1.b200000000000p-17 0x1.0a80000000000p+0",
                        "-0x1.b880000000000p-5 0x1.0000000000000p+0 "
                        "-0x1.0000000000000p-24 0x1.90c0000000000p-1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAAFgF",
                "AAD0BQAA9AUAADwFAADwBQAA+AUAAAEAAAD8BQAAHAYAADAGAABcBgAAsAYAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "GPr//wAAAQkEAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAAqgQAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAAR8FAQUPAQMLAw0PExcbHyMDy58ZAXULBw8PDw8LDw8PDw8PIwsPCwsLDwsLDwsbDw8L",
                "Hw8LHw8LDxsLGw8LEwsPCw8PCxsLDwsbCw8bDw8PAysvCwsPCw8TCwsLCx8PCwsLCxMPEw8BBQsP",
                "AxUTDwcXBxMTBxMHAnIEBRMfEQMFHSsJFS0zFUUPBRUVEQkdSUsVFWMdXV8dZWcdDW0DBx0fIQUj",
                "BQUXEQEABRkFGwUdHSkDBR8FIR0vMQUjLQEHrRXHFTU7HTc5BSUtAQcSAh9NHT0/BSctAQdeAis3",
                "HUMLBSkdDUctAQeNa4sFKy0BB41Fkx1PCwUtAwNTdwUvHVdZBTEVW28VExMFMy1hB60XdwU1FRdr",
                "BTctaQelF4UFORUZES0BB417iRUVcRUXcxUZDx8VEQAAAAAAAAAADQEDAQMDdyMLAwOBDQODhR07",
                "HT0dJR0/HwcJAACAPx8RAQsDHUEdQwUBAwV1dQMDmxUBAQEDA3UBCQECAikDQQ0pAQkJEQMFAwUH",
                "KQNBCSkDARMdKQMFFxMEfQUBUQMbAQcEawMBBQNQAwMHBFcDCxcDCycABUIHBQMHB0ZBBwMPAwMJ",
                "Bk0DBQMFC0dVUQkDBQUHAQ0EBwMJBgMBBQEAagpFHQMPFSFDC1EVYSlpN2ETCw0dBRklKTlbWxUf",
                "FykZEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjb25zdGFudF92MQBicm9hZGNhc3Rf",
                "aW5fZGltX3YxAGNvbnZlcnRfdjEAY3VzdG9tX2NhbGxfdjIAcmV0dXJuX3YxAC93b3JrL3d0L2V4",
                "cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1i",
                "ZGE+Ljxsb2NhbHM+LjxsYW1iZGE+AGpheC51c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51",
                "bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxpY2FzAGppdF9fbGFtYmRhAHgAaml0KDxsYW1iZGE+",
                "KQBlbnRyeQBtYWluADxtb2R1bGU+AGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9icm9h",
                "ZGNhc3RfaW5fZGltAGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1iZGE+AGppdCg8bGFtYmRhPikvdHJh",
                "bnNwb3NlKGp2cCgpKS9jb252ZXJ0X2VsZW1lbnRfdHlwZQBtaGxvLmJhY2tlbmRfY29uZmlnAGpp",
                "dCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9taXNoX2dyYWRfa2VybmVsAF9taXNoX2p2cAAv",
                "d29yay93dC9leHBvcnQvamF4X21pc2gvX3ByaW1pdGl2ZXMucHkAbWlzaAAvd29yay93dC9leHBv",
                "cnQvamF4X21pc2gvX2FwaS5weQBqYXgucmVzdWx0X2luZm8AcmVzdWx0WzBdAHB1YmxpYwAAamF4",
                "X21pc2hfZ3JhZAAIMQsFSwELe31/h4kDiwONE4+Rk3mVl5mdeQAAAQAAAAQAAAADAAAAY3B1AAQA",
                "AAB8AAAAWAAAADAAAAAEAAAAtP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAA",
                "ANz+//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAAD///8IAAAAAAAAAQ0AAABqYXhf",
                "bWlzaF9ncmFkAAAAIP///wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAEAAAAE",
                "AAAANP///wEAAAAEAAAAQP///wEAAAAEAAAAxP///wAAAQkEAAAAAQAAAAQAAAACAAAAMTYAAIT/",
                "//8IAAAAAAAAAgEAAAAEAAAAfP///wEAAAAQAAAADAAMAAAACAAHAAYADAAAAAAAAQkEAAAAAQAA",
                "AAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAA",
                "AAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgEAAAAIAAAABAAEAAQAAAAIAAAAPGxhbWJkYT4A",
                "AAAA",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "float16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.d4c0000000000p+15 -0x1.d4c0000000000p+15 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.3340000000000p-1 -0x1.3340000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccc0000000000p-2",
                        "0x1.ccc0000000000p-1 0x1.0c80000000000p+1 "
                        "-0x1.4580000000000p-15 0x1.0a80000000000p-3",
                        "-0x1.b880000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.4000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB4AAAAfAAAAIQAAACEAAAAhAAAAKQAAAAAAAoApAAAAOAD",
                "AAB8BAAAfAQAAMQDAAB4BAAAgAQAAAEAAACMBAAArAQAAMAEAAAMBQAAaAUAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAACAAAAAAAAAAAAAAABAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAA",
                "AQAAAAQAAABw+///AAABCQQAAAABAAAABAAAAAIAAAAxNgAAAgAAAAAAAQApAwAATUzvUg1TdGFi",
                "bGVITE9fdjEuMTguMAABGQUBBQkBAwsDBw8TFwOZdw8BVQcLDw8PDw8jCw8LCwsPCw8LEwsPCw8P",
                "Cx8LCxsPDw8LGw8PCx8PCx8PCwMjCwsvEwsPEwsLCwsLCwsLEw8BBQsPAwsTGwcTBwIyAx8FDRED",
                "BRUJCx0vMR01NxU9QwMHERMVBRcFBQ8RAQAFEQUTBRUdHQEFFx0hAQUZAwMlVQUbHSkrBR0VLTkV",
                "BwcFHy0zBwoCF4EFIQUjLQMHkU1tFQk7FQsNHT9BBSUtAwetFccVRUsdR0kFJy0DBxICH00dTU8F",
                "KS0DB14CKzcdUw0FKw0BAwEfCxEAAAAAAAAAAAMFVVUjBwMDYQ0DY2UdLR0vHScdMQsDHTMdNQUB",
                "AwVZWQMDWQEJAQICKQNBCREFBQUDBQcpAwUNEwRXBQFRAQ8BBwRFAwEFA1ABAwcEMQMHCwULGwsf",
                "AAVHJyMFAwUFAQMHBFEDBQYDAQUBAHIGNx0DDxUhHRMLDTdDFT8pBQcZJSk5WxUfEQ8LEWJ1aWx0",
                "aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3Qv",
                "ZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAamF4LnVzZXNfc2hhcGVfcG9seW1v",
                "cnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlzaF9ncmFkX2tlcm5lbABt",
                "aXNoX2dyYWQAL3dvcmsvd3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fs",
                "cz4uPGxhbWJkYT4AZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoPGxhbWJkYT4pAGpheC5yZXN1bHRf",
                "aW5mbwByZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9ncmFkAAgpBwUzAQtbXV9naRNrbW9XcXNX",
                "dVcAAAABAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAACM/v//CAAAAAAAAAEUAAAA",
                "amF4X21pc2hfYXNjZW5kX2dyYWQAAAAAtP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9m",
                "d2QA2P7//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAD4/v//CAAAAAAAAAEMAAAAamF4X21p",
                "c2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAAE////AgAAAAwAAAAEAAAAFP///xj///8BAAAABAAA",
                "AKT///8AAAEJBAAAAAEAAAAEAAAAAgAAADE2AABk////CAAAAAAAAAIBAAAABAAAAFT///8CAAAA",
                "MAAAAAQAAADk////AAABCQQAAAABAAAABAAAAAIAAAAxNgAADAAMAAAACAAHAAYADAAAAAAAAQkE",
                "AAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoA",
                "AAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8EAAQABAAA",
                "AAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "vmap",
            "dtype": "float16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "float16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.d4c0000000000p+15 -0x1.d4c0000000000p+15 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.d4c0000000000p+15 -0x0.0p+0 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.bb00000000000p-1 "
                        "-0x1.3c40000000000p-2 0x1.3c40000000000p+1",
                        "-0x1.2940000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.0000000000000p-24 0x1.aa00000000000p-3",
                    ),
                ),
                (
                    "float16",
                    (4, 4),
                    (
                        "0x1.3340000000000p-1 -0x1.3340000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.ccc0000000000p+0",
                        "0x1.3340000000000p-1 -0x1.0c80000000000p+1 "
                        "0x1.b000000000000p-18 0x1.8fc0000000000p+1",
                        "-0x1.b880000000000p-5 -0x1.0000000000000p+1 -0x0.0p+0 "
                        "0x1.2c80000000000p+1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAACMAAAAjAAAANgAAAAAAAoA2AAAAMQF",
                "AABgBgAAYAYAAKgFAABcBgAAbAYAAAEAAAB4BgAA0AYAAOwGAABEBwAAoAcAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAgAAAAEAAAABAAAAAgAAAAAAAAABAAAA",
                "AAAAAAAAAAACAAAAMAAAAAQAAABE+f//AAABCQQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0",
                "AAAAbPn//wAAAQkEAAAAAQAAAAQAAAABAAAANAAAAAIAAAAAAAEA2gQAAE1M71INU3RhYmxlSExP",
                "X3YxLjE4LjAAARsFAQULAQMLAwkPExcbA+e/FQGVCwcLDw8TDw8PCw8LCw8PDw8PIwsPCwsLDwsP",
                "CwsPCw8PCxsPCxsbDw8PDwsbDw8LHw8LHw8LDw8LHw8PHwsfDxsPCw8PHw8PDwsDKwsLD08LCwsL",
                "EwsTEwsTCwsLCy8LEwEFCw8DERcTBx8TBxMHAoYFBQ8fBREVVVsRAwUDAzmXFQ9HHUNFHUlLBRMd",
                "F00FFQUXFR1/HXt9HReBFSONHRmLAwcnKSsJLQkFGREBAAUbBR0FHx0zAwUhHTcDBSMFJR09PwUn",
                "FUFPFQ0NBSktBQfrF0kVERUFKy0TB6UXhS0BB4MfLRUPURURUxUVBx1XWQUtLQEHrRXHFV1jHV9h",
                "BS8tAQcSAh9NHWVnBTEtAQdeAis3HWttBTMVb3UdcXMFNS0FBw4CJ3MVdxsdGXktBQceAjlVBTct",
                "EwcKAheBFR8HLQEHgzFRHYWHBTkViY8VISEtBQceAherFR0fFSMbHZMHBTsDAQ0BAwObHw0hAQAA",
                "AAAAAAAAAAAAAAAAAB09CwMdPwUBAwWXlyMLAwWrrw0Dna0dQQ0DnbEdQx0vHUUdRx8REQEAAAAA",
                "AAAAHUkDBZubAQkBAgIpBRERCSkDEQkHEQUHBQUFBSkDCQ8TKQMFEx0EewUBUQMlAQcEaQMBBQVQ",
                "AwMHBFUDCxMFDzELNQADRzsLBQMFAwMHRmkHAwUDAQNHgwsJAwUFBwMJBJEFBQkGAwEFAQDKCUsd",
                "Gw8VFQMhFUUVQUUTCw0LGTspBQcTJSk5Iy9DUVsVKREfDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBj",
                "dXN0b21fY2FsbF92MgBmdW5jX3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAcmV0dXJuX3YxAC93b3Jr",
                "L3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2V4cG9ydC9q",
                "YXhfbWlzaC9fcHJpbWl0aXZlcy5weQAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5weQBm",
                "dW5jdGlvbi48bG9jYWxzPi5ib3RoAF9taXNoX2dyYWRfYmF0Y2gAamF4LnVzZXNfc2hhcGVfcG9s",
                "eW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X2JvdGgA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdChib3RoKS92bWFwKCkvbWlzaF9rZXJuZWwAX21p",
                "c2hfYmF0Y2gAbWlzaABlbnRyeQBtYWluADxtb2R1bGU+AGppdChib3RoKS92bWFwKCkvYnJvYWRj",
                "YXN0X2luX2RpbQBfbWlzaF9ncmFkX2JhdGNoLjxsb2NhbHM+LmZyb250AG1pc2hfZ3JhZABqaXQo",
                "Ym90aCkvdm1hcCgpL21pc2hfZ3JhZF9rZXJuZWwAaml0KGJvdGgpAGpheC5yZXN1bHRfaW5mbwAA",
                "cmVzdWx0WzBdAHJlc3VsdFsxXQBwdWJsaWMAamF4X21pc2hfZndkAGpheF9taXNoX2dyYWQACEEL",
                "BV8BC6WnqbO1E5+ht5WjmZWZlQO5E5+hu5WjvZWZlQAAAQAAAAQAAAADAAAAY3B1AAQAAAB8AAAA",
                "WAAAADAAAAAEAAAAOP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAAGD+//8I",
                "AAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAIT+//8IAAAAAAAAAQ0AAABqYXhfbWlzaF9n",
                "cmFkAAAApP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAIAAAAMAAAABAAA",
                "ALT+//+4/v//AgAAAAwAAAAEAAAAyP7//8z+//8CAAAAMAAAAAQAAABc////AAABCQQAAAACAAAA",
                "EAAAAAQAAAABAAAANAAAAAEAAAA0AAAAhP///wAAAQkEAAAAAgAAABAAAAAEAAAAAQAAADQAAAAB",
                "AAAANAAAAFD///8IAAAAAAAAAgIAAAAMAAAABAAAAET///9I////AgAAADwAAAAEAAAA2P///wAA",
                "AQkEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAAwADAAAAAgABwAGAAwAAAAAAAEJBAAA",
                "AAEAAAAEAAAAAQAAADQAAADM////CAAAAAAAAAICAAAALAAAABAAAAAAAAoADAALAAAABAAKAAAA",
                "CAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAICAAAAEAAAAAQAAAD8////BAAEAAQAAAAE",
                "AAAAYm90aAAAAAA=",
            ),
        },
        {
            "form": "sharded",
            "dtype": "float16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.d4c0000000000p+15 -0x1.d4c0000000000p+15 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.d4c0000000000p+15 -0x0.0p+0 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.bb00000000000p-1 "
                        "-0x1.3c40000000000p-2 0x1.3c40000000000p+1",
                        "-0x1.2940000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.0000000000000p-24 0x1.aa00000000000p-3",
                    ),
                ),
                (
                    "float16",
                    (16,),
                    (
                        "0x1.3340000000000p-1 -0x1.3340000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccc0000000000p-2",
                        "0x1.ccc0000000000p-1 0x1.0c80000000000p+1 "
                        "-0x1.4580000000000p-15 0x1.0a80000000000p-3",
                        "-0x1.b880000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.4000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAAA0AQAAiAEAAKgBAAAAAAoAqAEAANQG",
                "AABwBwAAcAcAALgGAABsBwAAzAgAAAIAAABsCgAArAoAAMgKAAAUCwAAcAsAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAEAAAABAAAAAgAAAAEAAAABAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAA",
                "AQAAAAQAAACm9v//DAAAABQAAABIAAAABgAAAGRldmljZQAAwvb//wwAAAAMAAAADAAAAAAAAAAA",
                "AAAAAQAAAAQAAAC29v//BAAAAAEAAAAEAAAAAQAAAGEAAACI9///EAAAACgAAAAsAAAAOAAAAKL2",
                "//8IAAAADAAAAAMAAABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAA",
                "AAEAAAAEAAAA4Pf//xAAAAAoAAAALAAAADgAAAD69v//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUA",
                "AQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAAABAAAABAAAAGz2//8AAAEJBAAAAAEAAAAE",
                "AAAAAgAAADE2AAACAAAAAAABABsFAABNTO9SDVN0YWJsZUhMT192MS4xOC4wAAEnBwEFCREBBQ8T",
                "AwcXGx8FByMnKwP1xRkBiwcLDw8PDw8PCwsPDw8LCxMjCw8LDwsPCxMLEwsPGwsLDwsLCw8LDwsb",
                "Dw8LHw8LHwsLDwsLDw8PCx8PGwsPDw8LGw8bCwMPFxMTDxcPDwUtCwsPLxMLCwsLEwsTGwsbCwsL",
                "CwsLEwENExMPBwsPBQ0TEwcfEwcCbgUfBRcdYRkdY2UdaWsVb3UdeXsVf4UFGQULHUUBHUcBFU1T",
                "BRsFHQMDib0DByMlJykrLQUfEQkABSERBQkFIxEFBQUlAwMzNQUnAwM3OQUpAQM7AwU9ET9BBSsF",
                "LRELCQkTBS8FMR1LGQUzHU9RBTUtAwetFccVVVsdV1kFNy0DBxICH00dXV8FOS0DB14CKzcFOwU9",
                "HWcBBT8FQRVtCxULCx1xcwVDLRsHCgIXgR0ddy0DB4MxUQVFFX0PFQ8PHYGDBUctGwelF4UdHYct",
                "AweDHy0FSQ1DA5MBDwWLiwUDkQEDGQkLA5UBAQkZAQEDEQMBHUsDA58fFREAAAAAAAAAAA0Dm4sd",
                "TQsDHU8FAQMFoaEjEwMFsbUNBaOzm4sdUQ0Fo7ebix1THTcdVQ0BHVcdWQMFn58bA0EHGwMhBwEC",
                "AgkBCQECBCkDQREpAyERBxEFDQ0FDQ0pAwUXEwRKAgUDUQEhAQcEIgIDAQkFQQExAw1QAQUHBPMD",
                "ERsFGxUbFwABBhcDAQMDAQYVAwEDAQdWSQcFAQEFBwUHBIMDER8FBwcHBwABBgkDDwMBASYNAw8D",
                "AwkDAQtHDR8JAw8DBwEGDQMDAwkLRwkfCwMPBQUHAQYJAwMDDQkEBwULDwEGBQMNAwsBBgUDDQMJ",
                "DwQFBQ8NBgMBBQEARglbHRsPFRUDIRspCxkVIxUXFRMLDSkFBwsLCx8TJSk5L0MFWxURHw8nCw83",
                "CwkRYnVpbHRpbgBzZHkAdmhsbwB1bnJlYWxpemVkX2NvbnZlcnNpb25fY2FzdABtb2R1bGUAbWVz",
                "aABtYW51YWxfY29tcHV0YXRpb24AcmV0dXJuAGN1c3RvbV9jYWxsX3YyAGZ1bmNfdjEAcmV0dXJu",
                "X3YxAC93b3JrL3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AGEAL3dvcmsv",
                "d3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fscz4uYm90aABqYXgudXNl",
                "c19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNh",
                "cwBqaXRfYm90aABzdGFibGVobG8ubWVzaABheGVzAG5hbWUAc2l6ZQBkeQB4AGppdChib3RoKS9z",
                "aGFyZF9tYXAAZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoYm90aCkAc2hhcmRfbWFwOgBzaGFyZF9t",
                "YXAAbWlzaF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAbWlzaF9rZXJuZWwAbWlzaABtaGxvLmJhY2tl",
                "bmRfY29uZmlnAHNkeS5zaGFyZGluZwBqYXgucmVzdWx0X2luZm8AAHJlc3VsdFswXQByZXN1bHRb",
                "MV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFkAAhLDQVfAQWPEwurra+5uweNl40T",
                "pae/mamdmZ2ZE6WnwZmpw5mdmQABAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAB4",
                "+///CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAoPv//wgAAAAAAAABEwAAAGph",
                "eF9taXNoX2FzY2VuZF9md2QAxPv//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAADk+///CAAA",
                "AAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAAALQAAAAEAAAA4v3//wQAAAC6/f//",
                "DAAAABQAAABIAAAABgAAAGRldmljZQAA1v3//wwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAQAAADK",
                "/f//BAAAAAEAAAAEAAAAAQAAAGEAAACc/v//EAAAACgAAAAsAAAAOAAAALb9//8IAAAADAAAAAMA",
                "AABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAAAI7+//8EAAAAZv7/",
                "/wwAAAAUAAAASAAAAAYAAABkZXZpY2UAAIL+//8MAAAADAAAAAwAAAAAAAAAAAAAAAEAAAAEAAAA",
                "dv7//wQAAAABAAAABAAAAAEAAABhAAAASP///xAAAAAoAAAALAAAADgAAABi/v//CAAAAAwAAAAD",
                "AAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAAACAAAAzAAAAAQA",
                "AABG////BAAAAB7///8MAAAAFAAAAFQAAAAGAAAAZGV2aWNlAAA6////DAAAAAwAAAAMAAAAAAAA",
                "AAAAAAABAAAABAAAAC7///8EAAAAAQAAAAQAAAABAAAAYQAAAAwAFAAQAAwACAAEAAwAAAAQAAAA",
                "KAAAACwAAAA4AAAAJv///wgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAAB",
                "AAAAYQAAAAEAAAACAAAAAAAKAAgAAAAAAAQACgAAAAQAAADi////DAAAACAAAABoAAAABgAAAGRl",
                "dmljZQAAAAAKABAADAAIAAQACgAAAAwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAwAAAAAAAYACAAE",
                "AAYAAAAEAAAAAQAAAAQAAAABAAAAYQAAAAwAFgAQAAwACAAEAAwAAAAcAAAANAAAADgAAABEAAAA",
                "AAAKAAwACAAAAAQACgAAAAgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAAB",
                "AAAAYQAAAAEAAAACAAAAAgAAACQAAAAEAAAAgP///wAAAQkEAAAAAQAAAAQAAAACAAAAMTYAAJz/",
                "//8AAAEJBAAAAAEAAAAEAAAAAgAAADE2AABc////CAAAAAAAAAICAAAADAAAAAQAAABQ////VP//",
                "/wIAAAAwAAAABAAAAOT///8AAAEJBAAAAAEAAAAEAAAAAgAAADE2AAAMAAwAAAAIAAcABgAMAAAA",
                "AAABCQQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAA",
                "AAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAgAAABAAAAAEAAAA/P///wQA",
                "BAAEAAAABAAAAGJvdGgAAAAA",
            ),
        },
        {
            "form": "mish",
            "dtype": "float64",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.7e43c8800759cp+996 -0x1.7e43c8800759cp+996 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.7e43c8800759cp+996 -0x0.0p+0 0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.baee2d0adc5e7p-1 "
                        "-0x1.3c417297bdfeep-2 0x1.3c569541d4c20p+1",
                        "-0x1.2955f50a95550p-4 0x1.dfffffffff9d4p+3 "
                        "-0x1.621a7eb0e5924p-25 0x1.a9fc9f9e10f15p-3",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAALQD",
                "AABQBAAAUAQAAJgDAABMBAAAVAQAAAEAAABYBAAAeAQAAIwEAAC4BAAADAUAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "vPv//wAAAQsEAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAACAMAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAARkFAQUJAQMLAwcPExcDk3EPAVELBw8PDw8PIwsPCwsLDwsTCw8LDw8LGwsLGw8PDwsb",
                "Dw8LHw8LHw8LAyELCw8PCw8TCwsLCwsLCwsvAQULDwMLExcHEwcCAgMFDR8RAwUVCQsdKy0dMTMV",
                "OT8DBxETFQUXBQUPEQEABREFEwUVHR0DBRcDAyFTBRkdJScFGxUpNRUHBwUdLS8HpReFBR8FIS0B",
                "B4lFUxUJNxULDR07PQUjLQEHrRXHFUFHHUNFBSUtAQcSAh9NHUlLBSctAQdeAis3HU8NBSkDAQ0B",
                "AwNvAwNTIwcDA10NA19hHSsdLR0lHS8LAx0xHTMFAR8LEQAAAAAAAAAAAQkBAgIpA0EJEQMFAwUL",
                "KQMFDRMEUQUBUQMPAQcEPwMBBQNQAwMHBCsDBQsDCxsABUcjHwUDBQMBBwRNAwMGAwEFAQA2BjUb",
                "Aw8VIR0TCw03Qws1KQUZJSk5WxUfEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0",
                "b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4v",
                "d3JpdGUucHkAamF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMA",
                "bWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8",
                "bGFtYmRhPikvbWlzaF9rZXJuZWwAbWlzaAAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5w",
                "eQBmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWluADxtb2R1bGU+AGppdCg8bGFt",
                "YmRhPikAamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2Z3ZAAIKQcF",
                "MwELV1lbY2UTZ2lrUW1VUVVRAQAAAAQAAAADAAAAY3B1AAQAAAB8AAAAWAAAADAAAAAEAAAAtP7/",
                "/wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAANz+//8IAAAAAAAAARMAAABqYXhf",
                "bWlzaF9hc2NlbmRfZndkAAD///8IAAAAAAAAAQ0AAABqYXhfbWlzaF9ncmFkAAAAIP///wgAAAAA",
                "AAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAEAAAAEAAAANP///wEAAAAEAAAAQP///wEA",
                "AAAEAAAAxP///wAAAQsEAAAAAQAAAAQAAAACAAAAMTYAAIT///8IAAAAAAAAAgEAAAAEAAAAfP//",
                "/wEAAAAQAAAADAAMAAAACAAHAAYADAAAAAAAAQsEAAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAA",
                "AAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAI",
                "AAAAAAAAAgEAAAAIAAAABAAEAAQAAAAIAAAAPGxhbWJkYT4AAAAA",
            ),
        },
        {
            "form": "grad",
            "dtype": "float64",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.7e43c8800759cp+996 -0x1.7e43c8800759cp+996 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.3333333333333p-1 0x1.3333333333333p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3333333333333p-1",
                        "0x1.3333333333333p-1 0x1.0c8da341a5e7ap+0 "
                        "0x1.179aa159f8000p-17 0x1.0a877702d062ep+0",
                        "-0x1.b882982ed8a2fp-5 0x1.0000000005f7bp+0 "
                        "-0x1.5065f85521206p-25 0x1.90cebd63f9e85p-1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAAAQF",
                "AACgBQAAoAUAAOgEAACcBQAApAUAAAEAAACoBQAAyAUAANwFAAAIBgAAXAYAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "bPr//wAAAQsEAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAAVwQAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAAR0FAQUNAQMLAwsPExcbHwPDmxUBcQsHDw8PCw8PDw8PDyMLDwsLCw8LCw8LGw8PCx8P",
                "Cx8PCw8PGwsbEwsPCw8PCxsLDwsbCw8bDw8PAysvCwsPCw8TCwsLCy8PCwsLCxMPEw8BBQsPAxET",
                "Bw8XEwcTBwJaBAURHxEDBR0pCRUrMQUTFQ8JHUlLFRNfHVlbHWFjHQtpAwcbHR8FIQUFFREBAAUX",
                "BRkFGx0nAwUdBR8dLS8FIS0BB60VxxUzOR01NwUjLQEHEgIfTR07PQUlLQEHXgIrNx1BQwUnFUUN",
                "HQtHLQEHjWuLBSktAQeNRZMDA09zBSsdU1UFLRVXaxUREQUvLV0HrRd3BTEVFWcFMy1lB6UXhQU1",
                "FRcPLQEHjXuJFRNtFRVvFRcNHxERAAAAAAAAAAANAQMBAwNzIwsDA30NA3+BHTcdOR0jHTsfCREA",
                "AAAAAADwPx8NAQsDHT0dPwUBAwVxcQMDlxUBAQEDA3EBCQECAikDQQcLKQEHEQMFAwUpAwEPHSkD",
                "BRMTBG8FAVEDGQEHBF0DAQUDUAMDBwRJAwkTAwslAAVCBwUDCQdGPwcDBQMDCUdRTQkDBQUFAQsE",
                "BwMHBgMBBQEAZglBHQMPFSFDC1EVYSk3YRMLDR0FGSUpOVtbFR8pGREPCxFidWlsdGluAHZobG8A",
                "bW9kdWxlAGZ1bmNfdjEAY29uc3RhbnRfdjEAYnJvYWRjYXN0X2luX2RpbV92MQBjdXN0b21fY2Fs",
                "bF92MgByZXR1cm5fdjEAL3dvcmsvd3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUu",
                "cHkAZnVuY3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4uPGxvY2Fscz4uPGxhbWJkYT4AamF4LnVzZXNf",
                "c2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMA",
                "aml0X19sYW1iZGEAeABqaXQoPGxhbWJkYT4pAGVudHJ5AG1haW4APG1vZHVsZT4Aaml0KDxsYW1i",
                "ZGE+KS90cmFuc3Bvc2UoanZwKCkpL2Jyb2FkY2FzdF9pbl9kaW0AZnVuY3Rpb24uPGxvY2Fscz4u",
                "PGxhbWJkYT4AbWhsby5iYWNrZW5kX2NvbmZpZwBqaXQoPGxhbWJkYT4pL3RyYW5zcG9zZShqdnAo",
                "KSkvbWlzaF9ncmFkX2tlcm5lbABfbWlzaF9qdnAAL3dvcmsvd3QvZXhwb3J0L2pheF9taXNoL19w",
                "cmltaXRpdmVzLnB5AG1pc2gAL3dvcmsvd3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkAamF4LnJl",
                "c3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2dyYWQACDELBUcBC3d5e4OFA4cD",
                "iROLjY91kZOVmXUAAQAAAAQAAAADAAAAY3B1AAQAAAB8AAAAWAAAADAAAAAEAAAAtP7//wgAAAAA",
                "AAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAANz+//8IAAAAAAAAARMAAABqYXhfbWlzaF9h",
                "c2NlbmRfZndkAAD///8IAAAAAAAAAQ0AAABqYXhfbWlzaF9ncmFkAAAAIP///wgAAAAAAAABDAAA",
                "AGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAEAAAAEAAAANP///wEAAAAEAAAAQP///wEAAAAEAAAA",
                "xP///wAAAQsEAAAAAQAAAAQAAAACAAAAMTYAAIT///8IAAAAAAAAAgEAAAAEAAAAfP///wEAAAAQ",
                "AAAADAAMAAAACAAHAAYADAAAAAAAAQsEAAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIA",
                "AAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAA",
                "AgEAAAAIAAAABAAEAAQAAAAIAAAAPGxhbWJkYT4AAAAA",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "float64",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.7e43c8800759cp+996 -0x1.7e43c8800759cp+996 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.3333333333333p-1 -0x1.3333333333333p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccccccccccccdp-2",
                        "0x1.ccccccccccccdp-1 0x1.0c8da341a5e7ap+1 "
                        "-0x1.a367f206f4000p-16 0x1.0a877702d062ep-3",
                        "-0x1.b882982ed8a2fp-5 -0x1.0000000005f7bp+0 "
                        "-0x1.5065f85521206p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB4AAAAfAAAAIQAAACEAAAAhAAAAKQAAAAAAAoApAAAAOAD",
                "AAB8BAAAfAQAAMQDAAB4BAAAgAQAAAEAAACMBAAArAQAAMAEAAAMBQAAaAUAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAACAAAAAAAAAAAAAAABAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAA",
                "AQAAAAQAAABw+///AAABCwQAAAABAAAABAAAAAIAAAAxNgAAAgAAAAAAAQApAwAATUzvUg1TdGFi",
                "bGVITE9fdjEuMTguMAABGQUBBQkBAwsDBw8TFwOZdw8BVQcLDw8PDw8jCw8LCwsPCw8LEwsPCw8P",
                "Cx8LCxsPDw8LGw8PCx8PCx8PCwMjCwsvEwsPEwsLCwsLCwsLEw8BBQsPAwsTGwcTBwIyAx8FDRED",
                "BRUJCx0vMR01NxU9QwMHERMVBRcFBQ8RAQAFEQUTBRUdHQEFFx0hAQUZAwMlVQUbHSkrBR0VLTkV",
                "BwcFHy0zBwoCF4EFIQUjLQMHkU1tFQk7FQsNHT9BBSUtAwetFccVRUsdR0kFJy0DBxICH00dTU8F",
                "KS0DB14CKzcdUw0FKw0BAwEfCxEAAAAAAAAAAAMFVVUjBwMDYQ0DY2UdLR0vHScdMQsDHTMdNQUB",
                "AwVZWQMDWQEJAQICKQNBCREFBQUDBQspAwUNEwRXBQFRAQ8BBwRFAwEFA1ABAwcEMQMHCwULGwsf",
                "AAVHJyMFAwUFAQMHBFEDBQYDAQUBAHIGNx0DDxUhHRMLDTdDFT8pBQcZJSk5WxUfEQ8LEWJ1aWx0",
                "aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3Qv",
                "ZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAamF4LnVzZXNfc2hhcGVfcG9seW1v",
                "cnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlzaF9ncmFkX2tlcm5lbABt",
                "aXNoX2dyYWQAL3dvcmsvd3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fs",
                "cz4uPGxhbWJkYT4AZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoPGxhbWJkYT4pAGpheC5yZXN1bHRf",
                "aW5mbwByZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9ncmFkAAgpBwUzAQtbXV9naRNrbW9XcXNX",
                "dVcAAAABAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAACM/v//CAAAAAAAAAEUAAAA",
                "amF4X21pc2hfYXNjZW5kX2dyYWQAAAAAtP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9m",
                "d2QA2P7//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAD4/v//CAAAAAAAAAEMAAAAamF4X21p",
                "c2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAAE////AgAAAAwAAAAEAAAAFP///xj///8BAAAABAAA",
                "AKT///8AAAELBAAAAAEAAAAEAAAAAgAAADE2AABk////CAAAAAAAAAIBAAAABAAAAFT///8CAAAA",
                "MAAAAAQAAADk////AAABCwQAAAABAAAABAAAAAIAAAAxNgAADAAMAAAACAAHAAYADAAAAAAAAQsE",
                "AAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoA",
                "AAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8EAAQABAAA",
                "AAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "vmap",
            "dtype": "float64",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "float64",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.7e43c8800759cp+996 -0x1.7e43c8800759cp+996 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.7e43c8800759cp+996 -0x0.0p+0 0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.baee2d0adc5e7p-1 "
                        "-0x1.3c417297bdfeep-2 0x1.3c569541d4c20p+1",
                        "-0x1.2955f50a95550p-4 0x1.dfffffffff9d4p+3 "
                        "-0x1.621a7eb0e5924p-25 0x1.a9fc9f9e10f15p-3",
                    ),
                ),
                (
                    "float64",
                    (4, 4),
                    (
                        "0x1.3333333333333p-1 -0x1.3333333333333p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.ccccccccccccdp+0",
                        "0x1.3333333333333p-1 -0x1.0c8da341a5e7ap+1 "
                        "0x1.179aa159f8000p-18 0x1.8fcb328438945p+1",
                        "-0x1.b882982ed8a2fp-5 -0x1.0000000005f7bp+1 "
                        "-0x1.5065f85521206p-26 0x1.2c9b0e0afb6e4p+1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAACMAAAAjAAAANgAAAAAAAoA2AAAAMQF",
                "AABgBgAAYAYAAKgFAABcBgAAbAYAAAEAAAB4BgAA0AYAAOwGAABEBwAAoAcAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAgAAAAEAAAABAAAAAgAAAAAAAAABAAAA",
                "AAAAAAAAAAACAAAAMAAAAAQAAABE+f//AAABCwQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0",
                "AAAAbPn//wAAAQsEAAAAAQAAAAQAAAABAAAANAAAAAIAAAAAAAEA2gQAAE1M71INU3RhYmxlSExP",
                "X3YxLjE4LjAAARsFAQULAQMLAwkPExcbA+e/FQGVCwcLDw8TDw8PCw8LCw8PDw8PIwsPCwsLDwsP",
                "CwsPCw8PCxsPCxsbDw8PDwsbDw8LHw8LHw8LDw8LHw8PHwsfDxsPCw8PHw8PDwsDKwsLD08LCwsL",
                "EwsTEwsTCwsLCy8LEwEFCw8DERcTBx8TBxMHAoYFBQ8fBREVVVsRAwUDAzmXFQ9HHUNFHUlLBRMd",
                "F00FFQUXFR1/HXt9HReBFSONHRmLAwcnKSsJLQkFGREBAAUbBR0FHx0zAwUhHTcDBSMFJR09PwUn",
                "FUFPFQ0NBSktBQfrF0kVERUFKy0TB6UXhS0BB4MfLRUPURURUxUVBx1XWQUtLQEHrRXHFV1jHV9h",
                "BS8tAQcSAh9NHWVnBTEtAQdeAis3HWttBTMVb3UdcXMFNS0FBw4CJ3MVdxsdGXktBQceAjlVBTct",
                "EwcKAheBFR8HLQEHgzFRHYWHBTkViY8VISEtBQceAherFR0fFSMbHZMHBTsDAQ0BAwObHw0hAQAA",
                "AAAAAAAAAAAAAAAAAB09CwMdPwUBAwWXlyMLAwWrrw0Dna0dQQ0DnbEdQx0vHUUdRx8REQEAAAAA",
                "AAAAHUkDBZubAQkBAgIpBRERCSkDEQkLEQUHBQUFBSkDCQ8TKQMFEx0EewUBUQMlAQcEaQMBBQVQ",
                "AwMHBFUDCxMFDzELNQADRzsLBQMFAwMHRmkHAwUDAQNHgwsJAwUFBwMJBJEFBQkGAwEFAQDKCUsd",
                "Gw8VFQMhFUUVQUUTCw0LGTspBQcTJSk5Iy9DUVsVKREfDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBj",
                "dXN0b21fY2FsbF92MgBmdW5jX3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAcmV0dXJuX3YxAC93b3Jr",
                "L3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2V4cG9ydC9q",
                "YXhfbWlzaC9fcHJpbWl0aXZlcy5weQAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5weQBm",
                "dW5jdGlvbi48bG9jYWxzPi5ib3RoAF9taXNoX2dyYWRfYmF0Y2gAamF4LnVzZXNfc2hhcGVfcG9s",
                "eW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X2JvdGgA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdChib3RoKS92bWFwKCkvbWlzaF9rZXJuZWwAX21p",
                "c2hfYmF0Y2gAbWlzaABlbnRyeQBtYWluADxtb2R1bGU+AGppdChib3RoKS92bWFwKCkvYnJvYWRj",
                "YXN0X2luX2RpbQBfbWlzaF9ncmFkX2JhdGNoLjxsb2NhbHM+LmZyb250AG1pc2hfZ3JhZABqaXQo",
                "Ym90aCkvdm1hcCgpL21pc2hfZ3JhZF9rZXJuZWwAaml0KGJvdGgpAGpheC5yZXN1bHRfaW5mbwAA",
                "cmVzdWx0WzBdAHJlc3VsdFsxXQBwdWJsaWMAamF4X21pc2hfZndkAGpheF9taXNoX2dyYWQACEEL",
                "BV8BC6WnqbO1E5+ht5WjmZWZlQO5E5+hu5WjvZWZlQAAAQAAAAQAAAADAAAAY3B1AAQAAAB8AAAA",
                "WAAAADAAAAAEAAAAOP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAAGD+//8I",
                "AAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAIT+//8IAAAAAAAAAQ0AAABqYXhfbWlzaF9n",
                "cmFkAAAApP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAIAAAAMAAAABAAA",
                "ALT+//+4/v//AgAAAAwAAAAEAAAAyP7//8z+//8CAAAAMAAAAAQAAABc////AAABCwQAAAACAAAA",
                "EAAAAAQAAAABAAAANAAAAAEAAAA0AAAAhP///wAAAQsEAAAAAgAAABAAAAAEAAAAAQAAADQAAAAB",
                "AAAANAAAAFD///8IAAAAAAAAAgIAAAAMAAAABAAAAET///9I////AgAAADwAAAAEAAAA2P///wAA",
                "AQsEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAAwADAAAAAgABwAGAAwAAAAAAAELBAAA",
                "AAEAAAAEAAAAAQAAADQAAADM////CAAAAAAAAAICAAAALAAAABAAAAAAAAoADAALAAAABAAKAAAA",
                "CAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAICAAAAEAAAAAQAAAD8////BAAEAAQAAAAE",
                "AAAAYm90aAAAAAA=",
            ),
        },
        {
            "form": "sharded",
            "dtype": "float64",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.7e43c8800759cp+996 -0x1.7e43c8800759cp+996 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.7e43c8800759cp+996 -0x0.0p+0 0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.baee2d0adc5e7p-1 "
                        "-0x1.3c417297bdfeep-2 0x1.3c569541d4c20p+1",
                        "-0x1.2955f50a95550p-4 0x1.dfffffffff9d4p+3 "
                        "-0x1.621a7eb0e5924p-25 0x1.a9fc9f9e10f15p-3",
                    ),
                ),
                (
                    "float64",
                    (16,),
                    (
                        "0x1.3333333333333p-1 -0x1.3333333333333p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccccccccccccdp-2",
                        "0x1.ccccccccccccdp-1 0x1.0c8da341a5e7ap+1 "
                        "-0x1.a367f206f4000p-16 0x1.0a877702d062ep-3",
                        "-0x1.b882982ed8a2fp-5 -0x1.0000000005f7bp+0 "
                        "-0x1.5065f85521206p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAAA0AQAAiAEAAKgBAAAAAAoAqAEAANQG",
                "AABwBwAAcAcAALgGAABsBwAAzAgAAAIAAABsCgAArAoAAMgKAAAUCwAAcAsAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAEAAAABAAAAAgAAAAEAAAABAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAA",
                "AQAAAAQAAACm9v//DAAAABQAAABIAAAABgAAAGRldmljZQAAwvb//wwAAAAMAAAADAAAAAAAAAAA",
                "AAAAAQAAAAQAAAC29v//BAAAAAEAAAAEAAAAAQAAAGEAAACI9///EAAAACgAAAAsAAAAOAAAAKL2",
                "//8IAAAADAAAAAMAAABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAA",
                "AAEAAAAEAAAA4Pf//xAAAAAoAAAALAAAADgAAAD69v//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUA",
                "AQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAAABAAAABAAAAGz2//8AAAELBAAAAAEAAAAE",
                "AAAAAgAAADE2AAACAAAAAAABABsFAABNTO9SDVN0YWJsZUhMT192MS4xOC4wAAEnBwEFCREBBQ8T",
                "AwcXGx8FByMnKwP1xRkBiwcLDw8PDw8PCwsPDw8LCxMjCw8LDwsPCxMLEwsPGwsLDwsLCw8LDwsb",
                "Dw8LHw8LHwsLDwsLDw8PCx8PGwsPDw8LGw8bCwMPFxMTDxcPDwUtCwsPLxMLCwsLEwsTGwsbCwsL",
                "CwsLEwENExMPBwsPBQ0TEwcfEwcCbgUfBRcdYRkdY2UdaWsVb3UdeXsVf4UFGQULHUUBHUcBFU1T",
                "BRsFHQMDib0DByMlJykrLQUfEQkABSERBQkFIxEFBQUlAwMzNQUnAwM3OQUpAQM7AwU9ET9BBSsF",
                "LRELCQkTBS8FMR1LGQUzHU9RBTUtAwetFccVVVsdV1kFNy0DBxICH00dXV8FOS0DB14CKzcFOwU9",
                "HWcBBT8FQRVtCxULCx1xcwVDLRsHCgIXgR0ddy0DB4MxUQVFFX0PFQ8PHYGDBUctGwelF4UdHYct",
                "AweDHy0FSQ1DA5MBDwWLiwUDkQEDGQkLA5UBAQkZAQEDEQMBHUsDA58fFREAAAAAAAAAAA0Dm4sd",
                "TQsDHU8FAQMFoaEjEwMFsbUNBaOzm4sdUQ0Fo7ebix1THTcdVQ0BHVcdWQMFn58bA0EHGwMhBwEC",
                "Ag0BCQECBCkDQREpAyERCxEFDQ0FDQ0pAwUXEwRKAgUDUQEhAQcEIgIDAQkFQQExAw1QAQUHBPMD",
                "ERsFGxUbFwABBhcDAQMDAQYVAwEDAQdWSQcFAQEFBwUHBIMDER8FBwcHBwABBgkDDwMBASYNAw8D",
                "AwkDAQtHDR8JAw8DBwEGDQMDAwkLRwkfCwMPBQUHAQYJAwMDDQkEBwULDwEGBQMNAwsBBgUDDQMJ",
                "DwQFBQ8NBgMBBQEARglbHRsPFRUDIRspCxkVIxUXFRMLDSkFBwsLCx8TJSk5L0MFWxURHw8nCw83",
                "CwkRYnVpbHRpbgBzZHkAdmhsbwB1bnJlYWxpemVkX2NvbnZlcnNpb25fY2FzdABtb2R1bGUAbWVz",
                "aABtYW51YWxfY29tcHV0YXRpb24AcmV0dXJuAGN1c3RvbV9jYWxsX3YyAGZ1bmNfdjEAcmV0dXJu",
                "X3YxAC93b3JrL3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AGEAL3dvcmsv",
                "d3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fscz4uYm90aABqYXgudXNl",
                "c19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNh",
                "cwBqaXRfYm90aABzdGFibGVobG8ubWVzaABheGVzAG5hbWUAc2l6ZQBkeQB4AGppdChib3RoKS9z",
                "aGFyZF9tYXAAZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoYm90aCkAc2hhcmRfbWFwOgBzaGFyZF9t",
                "YXAAbWlzaF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAbWlzaF9rZXJuZWwAbWlzaABtaGxvLmJhY2tl",
                "bmRfY29uZmlnAHNkeS5zaGFyZGluZwBqYXgucmVzdWx0X2luZm8AAHJlc3VsdFswXQByZXN1bHRb",
                "MV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFkAAhLDQVfAQWPEwurra+5uweNl40T",
                "pae/mamdmZ2ZE6WnwZmpw5mdmQABAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAB4",
                "+///CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAoPv//wgAAAAAAAABEwAAAGph",
                "eF9taXNoX2FzY2VuZF9md2QAxPv//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAADk+///CAAA",
                "AAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAAALQAAAAEAAAA4v3//wQAAAC6/f//",
                "DAAAABQAAABIAAAABgAAAGRldmljZQAA1v3//wwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAQAAADK",
                "/f//BAAAAAEAAAAEAAAAAQAAAGEAAACc/v//EAAAACgAAAAsAAAAOAAAALb9//8IAAAADAAAAAMA",
                "AABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAAAI7+//8EAAAAZv7/",
                "/wwAAAAUAAAASAAAAAYAAABkZXZpY2UAAIL+//8MAAAADAAAAAwAAAAAAAAAAAAAAAEAAAAEAAAA",
                "dv7//wQAAAABAAAABAAAAAEAAABhAAAASP///xAAAAAoAAAALAAAADgAAABi/v//CAAAAAwAAAAD",
                "AAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAAACAAAAzAAAAAQA",
                "AABG////BAAAAB7///8MAAAAFAAAAFQAAAAGAAAAZGV2aWNlAAA6////DAAAAAwAAAAMAAAAAAAA",
                "AAAAAAABAAAABAAAAC7///8EAAAAAQAAAAQAAAABAAAAYQAAAAwAFAAQAAwACAAEAAwAAAAQAAAA",
                "KAAAACwAAAA4AAAAJv///wgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAAB",
                "AAAAYQAAAAEAAAACAAAAAAAKAAgAAAAAAAQACgAAAAQAAADi////DAAAACAAAABoAAAABgAAAGRl",
                "dmljZQAAAAAKABAADAAIAAQACgAAAAwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAwAAAAAAAYACAAE",
                "AAYAAAAEAAAAAQAAAAQAAAABAAAAYQAAAAwAFgAQAAwACAAEAAwAAAAcAAAANAAAADgAAABEAAAA",
                "AAAKAAwACAAAAAQACgAAAAgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAAB",
                "AAAAYQAAAAEAAAACAAAAAgAAACQAAAAEAAAAgP///wAAAQsEAAAAAQAAAAQAAAACAAAAMTYAAJz/",
                "//8AAAELBAAAAAEAAAAEAAAAAgAAADE2AABc////CAAAAAAAAAICAAAADAAAAAQAAABQ////VP//",
                "/wIAAAAwAAAABAAAAOT///8AAAELBAAAAAEAAAAEAAAAAgAAADE2AAAMAAwAAAAIAAcABgAMAAAA",
                "AAABCwQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAA",
                "AAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAgAAABAAAAAEAAAA/P///wQA",
                "BAAEAAAABAAAAGJvdGgAAAAA",
            ),
        },
    ],
}

# Written by tests/export_golden/write.py on cpu.
golden_2026_12_03_jax_0_8_1 = {
    "platform": "cpu",
    "date": "2026-12-03",
    "jax_mish": "0.2.0",
    "jax": "0.8.1",
    "jaxlib": "0.8.1",
    "commit": "90ccce6",
    "calling_convention_version": 10,
    "entries": [
        {
            "form": "mish",
            "dtype": "float16",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.ffc0000000000p+14 -0x1.ffc0000000000p+14 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.ffc0000000000p+14 -0x0.0p+0 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.bb00000000000p-1 "
                        "-0x1.3c40000000000p-2 0x1.3c40000000000p+1",
                        "-0x1.2940000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.0000000000000p-24 0x1.aa00000000000p-3",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAADU",
                "AwAAwAQAAMAEAAC4AwAAvAQAAMQEAAAAAAEAyAQAAOgEAAD8BAAAKAUAAHwFAAAAAAIAAQAAAAAA",
                "AACCAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwOjgQ8BYQsHDwsjCw8L",
                "CwsPCxMLDwsPDwsbCw8PCx8PDwsfDw8LGw8PCxsPDwsfDw8LHw8LHwMhCwsPDwsPEwsLCwsLCwsL",
                "LwEFCw8DCxMXBxMHAoYDBQ0fEQMFBQ8DBwsNDwURBQUREQEABRMFFQUXHRcDBRkDAxthBRsdHyEF",
                "HRUjKx0lJwUfLSkHtR9xBSEVLTMdLzEFIy0HBy4CI2kVNTsdNzkFJS0HB4IEH0kVPUMdP0EFJy0B",
                "B41FUxVFSx1HSQUpLQEH+xXHFU1THU9RBSstAQeuAh9NFVVbHVdZBS0tAQeuAh23HV1fBS8tAQf6",
                "Ais3DQEDAQMDfwMDYSMHAwNtDQNvcR0xHTMdLR01CwMdNx05BQEfCxEAAAAAAAAAAAEJAQICKQNB",
                "CREDBQMFBykDBQ0TBFEFAVEDCQEHBD8DAQUDUAMDBwQrAwULAwsVAAVHHRkFAwUDAQcEAwMDBgMB",
                "BQEAfgc7GwMPFSETCzMNNwsbSx0zKQUZJSk5TVsVHxEPCxFidWlsdGluAHZobG8AbW9kdWxlAGZ1",
                "bmNfdjEAY3VzdG9tX2NhbGxfdjEAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBv",
                "cnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9hcGkucHkA",
                "amF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1f",
                "cmVwbGljYXMAaml0X19sYW1iZGEAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikv",
                "bWlzaF9zaGFyZABEZWNsYXJlZC5iaW5kAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9v",
                "cC5weQBfbWlzaF90cmFjZWQAbWlzaABmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBt",
                "YWluLjxsb2NhbHM+LjxsaXN0Y29tcD4AbWFpbgA8bW9kdWxlPgBqYXgucmVzdWx0X2luZm8AcmVz",
                "dWx0WzBdAHB1YmxpYwAAamF4X21pc2hfZndkAAgnBwUnAQtnaWtzdRF3eXtjfWVjZQAAAQAAAAQA",
                "AAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABYAAAAMAAAAAQAAABs/v//CAAAAAAAAAEUAAAAamF4",
                "X21pc2hfYXNjZW5kX2dyYWQAAAAAlP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QA",
                "uP7//wgAAAAAAAABEgAAAGpheF9taXNoX2JpYXNfZ3JhZAAA3P7//wgAAAAAAAABEQAAAGpheF9t",
                "aXNoX2JpYXNfZndkAAAAAP///wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAA",
                "AAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAA",
                "AAQAAADC////AAAACQQAAAABAAAABAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////",
                "AQAAABAAAAAAAAoADAAAAAgABwAKAAAAAAAACQQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAA",
                "AAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgA",
                "AAAAAAACAQAAAAgAAAAEAAQABAAAAAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "grad",
            "dtype": "float16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.ffc0000000000p+14 -0x1.ffc0000000000p+14 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.3340000000000p-1 0x1.3340000000000p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3340000000000p-1",
                        "0x1.3340000000000p-1 0x1.0c80000000000p+0 "
                        "0x1.b200000000000p-17 0x1.0a80000000000p+0",
                        "-0x1.b880000000000p-5 0x1.0000000000000p+0 "
                        "-0x1.0000000000000p-24 0x1.90c0000000000p-1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAABs",
                "BQAAWAYAAFgGAABQBQAAVAYAAFwGAAAAAAEAYAYAAIAGAACUBgAAwAYAABQHAAAAAAIAAQAAAAAA",
                "AAAaBQAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABHwUBBQ8BAwsDDQ8TFxsfIwPXqxkBgQsHDw8L",
                "DwsjCw8LCwsPCw8LDxsPCxsPDwsbDw8LHw8PCx8PCx8PCxMLDwsPDwsbCw8PCxsLDw8LHw8PCx8P",
                "DxsDKy8LDwsPEwsLCwsfDwsLCwsLEw8TDwEFCw8DFRMPBxcHExMHEwcC3gQFEx8RAwUVIwsFFRUn",
                "LQUXAwcRExUFFwUFGREBAAUbBR0FHx0dAwUhHSEHBSMdCSUtAQeRa4sdKSsFJS0BB5FFkxUvNR0x",
                "MwUnLQEH+xXHFTc9HTk7BSktAQeuAh9NFT9FHUFDBSstAQeuAh23HUdJBS0tAQf6Ais3HU0HBS8D",
                "A1GDBTEdVVcFMxVZYR1bXQU1LV8Hsxd3BTcVY2sdZWcFOS1pB7UfcQU7FW1zHW9xBT0tDQcuAiNp",
                "FXV7HXd5BT8tDQeCBB9JFX0LHQl/LQEHkXuJHxURAAAAAAAAAAANAQMDgyMLAwOLDQONjx1BHUMd",
                "Kx1FHwcJAACAPx8RAQsDHUcdSQMBBQEDBYGBAwOnFQEBAQMDgQEJAQICKQNBDSkBCQkRAwUDBQcp",
                "A0EJKQMBEx0pAwUXEwR9BQFRAw8BBwRrAwEFA1ADAwcEVwMLFwMLGwAFQgMFAwcHRh8HAw8DAwkG",
                "SwMFAwULR1NPCQMFBQcBDQQDAwkGAwEFAQCqC0sdAw8VIQsbSx1NFV8paRMLMw03YQUZJSk5TVtb",
                "FR8XKRkRDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBmdW5jX3YxAGNvbnN0YW50X3YxAGJyb2FkY2Fz",
                "dF9pbl9kaW1fdjEAY29udmVydF92MQBjdXN0b21fY2FsbF92MQByZXR1cm5fdjEAL3dvcmsvd3Qv",
                "Ymlhc29wL3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAZnVuY3Rpb24uPGxvY2Fscz4uPGxh",
                "bWJkYT4uPGxvY2Fscz4uPGxhbWJkYT4AL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19jb3JlL2Fw",
                "aS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxv",
                "Lm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQB4AGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgp",
                "KS9icm9hZGNhc3RfaW5fZGltAGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1iZGE+AGVudHJ5AG1haW4u",
                "PGxvY2Fscz4uPGxpc3Rjb21wPgBtYWluADxtb2R1bGU+AGppdCg8bGFtYmRhPikvdHJhbnNwb3Nl",
                "KGp2cCgpKS9jb252ZXJ0X2VsZW1lbnRfdHlwZQBtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFt",
                "YmRhPikvdHJhbnNwb3NlKGp2cCgpKS9taXNoX2dyYWRfc2hhcmQAX21pc2hfanZwAC93b3JrL3d0",
                "L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcHMucHkARGVjbGFyZWQuYmluZAAvd29yay93dC9iaWFz",
                "b3AvamF4X21pc2gvX2NvcmUvb3AucHkAX21pc2hfdHJhY2VkAG1pc2gAamF4LnJlc3VsdF9pbmZv",
                "AHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2dyYWQACC8LBTMBC4WHiZGTA5UDlxGZm52foaOl",
                "qQAAAQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABYAAAAMAAAAAQAAABs/v//CAAAAAAA",
                "AAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAlP7//wgAAAAAAAABEwAAAGpheF9taXNoX2Fz",
                "Y2VuZF9md2QAuP7//wgAAAAAAAABEgAAAGpheF9taXNoX2JpYXNfZ3JhZAAA3P7//wgAAAAAAAAB",
                "EQAAAGpheF9taXNoX2JpYXNfZndkAAAAAP///wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg",
                "////CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQA",
                "AABA////AQAAAAQAAADC////AAAACQQAAAABAAAABAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAA",
                "AAQAAAB8////AQAAABAAAAAAAAoADAAAAAgABwAKAAAAAAAACQQAAAABAAAABAAAAAIAAAAxNgAA",
                "zP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAAL",
                "AAQACAAAAAgAAAAAAAACAQAAAAgAAAAEAAQABAAAAAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "float16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.ffc0000000000p+14 -0x1.ffc0000000000p+14 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.3340000000000p-1 -0x1.3340000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccc0000000000p-2",
                        "0x1.ccc0000000000p-1 0x1.0c80000000000p+1 "
                        "-0x1.4580000000000p-15 0x1.0a80000000000p-3",
                        "-0x1.b880000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.4000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAD4",
                "AwAA5AQAAOQEAADcAwAA4AQAAOgEAAAAAAEA9AQAABQFAAAoBQAAdAUAANAFAAAAAAIAAgAAAAAA",
                "AQCnAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwOphw8BZQcLDwsjCw8L",
                "CwsPCw8LEwsPCw8PCxsLDw8LHw8PCx8PDwsbDw8LGw8PCx8PDwsfDwsfAyMLLwsTCw8TCwsLCwsL",
                "CwsTDwEFCw8DCxMbBxMHArIDHwUNEQMFBQ8DBwsNDwURBQUREQEABRMFFQUXHRcBBRkdGwEFGwMD",
                "H2UFHR0jJQUfFScvHSkrBSEtLQe1H3EFIxUxNx0zNQUlLQcH2gIjiRU5Px07PQUnLQcHXgUfWxVB",
                "Rx1DRQUpLQMHlU1tFUlPHUtNBSstAwf7FccVUVcdU1UFLS0DB64CH00VWV8dW10FLy0DB64CHbcd",
                "YWMFMS0DB/oCKzcNAR8LEQAAAAAAAAAAAwEDBWVlIwcDA3ENA3N1HTMdNR0vHTcLAx05HTsFAQMF",
                "Z2cDA2cBCQECAikDQQkRBQUFAwUHKQMFDRMEVwUBUQEJAQcERQMBBQNQAQMHBDEDBwsFCxULGQAF",
                "RyEdBQMFBQEDBwQBAwUGAwEFAQDOBz0dAw8VIRMLMw03FSVLHT0pBQcZJSk5TVsVHxEPCxFidWls",
                "dGluAHZobG8AbW9kdWxlAGZ1bmNfdjEAY3VzdG9tX2NhbGxfdjEAcmV0dXJuX3YxAC93b3JrL3d0",
                "L2JpYXNvcC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhf",
                "bWlzaC9fY29yZS9hcGkucHkAamF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3Bh",
                "cnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEAZHkAeABtaGxvLmJhY2tlbmRf",
                "Y29uZmlnAGppdCg8bGFtYmRhPikvbWlzaF9ncmFkX3NoYXJkAERlY2xhcmVkLmJpbmQAL3dvcmsv",
                "d3QvYmlhc29wL2pheF9taXNoL19jb3JlL29wLnB5AF9taXNoX2dyYWRfdHJhY2VkAG1pc2hfZ3Jh",
                "ZABmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29t",
                "cD4AbWFpbgA8bW9kdWxlPgBqYXgucmVzdWx0X2luZm8AcmVzdWx0WzBdAHB1YmxpYwAAamF4X21p",
                "c2hfZ3JhZAAIJwcFJwELa21vd3kRe31/aYGDaYUAAQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAA",
                "AIAAAABYAAAAMAAAAAQAAABE/v//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAA",
                "bP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAkP7//wgAAAAAAAABEgAAAGpheF9t",
                "aXNoX2JpYXNfZ3JhZAAAtP7//wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndkAAAA2P7//wgA",
                "AAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAD4/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAA",
                "AAAAAAAAAAAAAQAAAAQAAAAE////AgAAAAwAAAAEAAAAFP///xj///8BAAAABAAAAKL///8AAAAJ",
                "BAAAAAEAAAAEAAAAAgAAADE2AABk////CAAAAAAAAAIBAAAABAAAAFT///8CAAAAMAAAAAQAAADi",
                "////AAAACQQAAAABAAAABAAAAAIAAAAxNgAAAAAKAAwAAAAIAAcACgAAAAAAAAkEAAAAAQAAAAQA",
                "AAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAAAAAA",
                "BAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8EAAQABAAAAAgAAAA8bGFt",
                "YmRhPgAAAAA=",
            ),
        },
        {
            "form": "vmap",
            "dtype": "float16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "float16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.ffc0000000000p+14 -0x1.ffc0000000000p+14 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.ffc0000000000p+14 -0x0.0p+0 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.bb00000000000p-1 "
                        "-0x1.3c40000000000p-2 0x1.3c40000000000p+1",
                        "-0x1.2940000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.0000000000000p-24 0x1.aa00000000000p-3",
                    ),
                ),
                (
                    "float16",
                    (4, 4),
                    (
                        "0x1.3340000000000p-1 -0x1.3340000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.ccc0000000000p+0",
                        "0x1.3340000000000p-1 -0x1.0c80000000000p+1 "
                        "0x1.b000000000000p-18 0x1.8fc0000000000p+1",
                        "-0x1.b880000000000p-5 -0x1.0000000000000p+1 -0x0.0p+0 "
                        "0x1.2c80000000000p+1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAB4",
                "BQAAZAYAAGQGAABcBQAAYAYAAHAGAAAAAAEAfAYAANQGAADwBgAARAcAAKAHAAAAAAIAAgAAAAAA",
                "AQAlBQAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGwUBBQsBAwsDCQ8TFxsD7cUVAZsLBwsLDxML",
                "DwsPDyMLDwsLCw8LDwsLDwsPDx8PCxsPDwsfDw8LHw8PGw8LGw8PCx8PDwsfDwsfDwsPDwsfDx8P",
                "Dw8LHw8PCx8PDxsPCwMrCwsPTwsLCwsTCxMTCxMLCwsLLwsTAQULDwMRFxMHHxMHEwcC1gUFDx8F",
                "EQUTEQMFAwMrnQUVHTk7BRcVU1kVe38DBxkbHQkfCQUZEQEABRsFHQUfHSUDBSEdKQMFIwUlHS8x",
                "BScVMzcdDTUtBQeaAh9fFQ89BSktBQe1H3EVP0UdQUMFKy0HBy4CI2kVR00dSUsFLS0HB4IEH0kV",
                "TxMdEVEtAQeHHy0dVVcFLy0BB/sVxxVbYR1dXwUxLQEHrgIfTRVjaR1lZwUzLQEHrgIdtx1rbQU1",
                "LQEH+gIrNx1xcwU3FXUVHXd5BTktBQeuAid9HQ19LQUHugIXexUPgRWDiR2FhwU7LQcH2gIjiRWL",
                "kR2NjwU9LQcHXgUfWxWTEx0RlS0BB4cxUR2ZFQU/AwENAQMDoR8NIQEAAAAAAAAAAAAAAAAAAAAd",
                "QQsDHUMFAQMFnZ0jCwMFsbUNA6OzHUUNA6O3HUcdMx1JHUsfEREBAAAAAAAAAB1NAwWhoQEJAQIC",
                "KQUREQkpAxEJBxEFBwUFBQUpAwkPEykDBRMdBHsFAVEDFwEHBGkDAQUFUAMDBwRVAwsTBQ8jCycA",
                "A0ctCwUDBQMDB0ZvBwMFAwEDR5cLCQMFBQcDCQQDBQUJBgMBBQEAogpPHRsPFRUDIUMVJUVFEwsz",
                "DQsbHTkpBQcTJSk5LydNS1sVKREfDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBjdXN0b21fY2FsbF92",
                "MQBmdW5jX3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90",
                "ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29y",
                "ZS9vcC5weQAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AF9lbGVtZW50d2lz",
                "ZV9iYXRjaABmdW5jdGlvbi48bG9jYWxzPi5ib3RoAGpheC51c2VzX3NoYXBlX3BvbHltb3JwaGlz",
                "bQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxpY2FzAGppdF9ib3RoAGR5AHgAbWhs",
                "by5iYWNrZW5kX2NvbmZpZwBqaXQoYm90aCkvdm1hcCgpL21pc2hfc2hhcmQARGVjbGFyZWQuYmlu",
                "ZABfbWlzaF90cmFjZWQAbWlzaABlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4AbWFpbgA8",
                "bW9kdWxlPgBqaXQoYm90aCkvdm1hcCgpL2Jyb2FkY2FzdF9pbl9kaW0AX2VsZW1lbnR3aXNlX2Jh",
                "dGNoLjxsb2NhbHM+LmZyb250AF9taXNoX2dyYWRfdHJhY2VkAG1pc2hfZ3JhZABqaXQoYm90aCkv",
                "dm1hcCgpL21pc2hfZ3JhZF9zaGFyZABqYXgucmVzdWx0X2luZm8AAHJlc3VsdFswXQByZXN1bHRb",
                "MV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFkAAg9CwVDAQurra+5uxGlp72bqZ+b",
                "nwO/EaWnwZupw5ufAAAAAQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABYAAAAMAAAAAQA",
                "AAD0/f//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAHP7//wgAAAAAAAABEwAA",
                "AGpheF9taXNoX2FzY2VuZF9md2QAQP7//wgAAAAAAAABEgAAAGpheF9taXNoX2JpYXNfZ3JhZAAA",
                "ZP7//wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndkAAAAiP7//wgAAAAAAAABDQAAAGpheF9t",
                "aXNoX2dyYWQAAACo/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAAAAwA",
                "AAAEAAAAuP7//7z+//8CAAAADAAAAAQAAADM/v//0P7//wIAAAAwAAAABAAAAF7///8AAAAJBAAA",
                "AAIAAAAQAAAABAAAAAEAAAA0AAAAAQAAADQAAACG////AAAACQQAAAACAAAAEAAAAAQAAAABAAAA",
                "NAAAAAEAAAA0AAAAVP///wgAAAAAAAACAgAAAAwAAAAEAAAASP///0z///8CAAAAOAAAAAQAAADa",
                "////AAAACQQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAoADAAAAAgABwAKAAAAAAAACQQA",
                "AAABAAAABAAAAAEAAAA0AAAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQACgAA",
                "AAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAgAAABAAAAAEAAAA/P///wQABAAEAAAA",
                "BAAAAGJvdGgAAAAA",
            ),
        },
        {
            "form": "sharded",
            "dtype": "float16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.ffc0000000000p+14 -0x1.ffc0000000000p+14 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.ffc0000000000p+14 -0x0.0p+0 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.bb00000000000p-1 "
                        "-0x1.3c40000000000p-2 0x1.3c40000000000p+1",
                        "-0x1.2940000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.0000000000000p-24 0x1.aa00000000000p-3",
                    ),
                ),
                (
                    "float16",
                    (16,),
                    (
                        "0x1.3340000000000p-1 -0x1.3340000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccc0000000000p-2",
                        "0x1.ccc0000000000p-1 0x1.0c80000000000p+1 "
                        "-0x1.4580000000000p-15 0x1.0a80000000000p-3",
                        "-0x1.b880000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.4000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAC4",
                "BQAApAYAAKQGAACcBQAAoAYAAOAGAAAAAAIAHAcAAFwHAAB4BwAAxAcAACAIAAAAAAIAAgAAAAAA",
                "AQBmBQAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABJwcBBQkRAQUPEwMHFxsfBQcjJysD+csXAZEH",
                "CwsPDw8PCw8PDwsTIwsPCw8LDwsLCwsLDwsPCxsPDwsfDw8LHw8LHwsLDwsbCw8PCx8PDwsfDw8b",
                "Cw8PDwsfDw8LHw8PGwsDDxcTEw8XDw8FLQsLDy8TCwsLCxMLExsLGwsLCwsLCxMBCxMTDwcLBQ0T",
                "EwcfEwcCtgUfBRcFGRU3PR1TAR1VVx11dwULHS0BHS8BHVlbBRsDA4/DAwcdHyEjJScFHREJAAUf",
                "EQUJBSERBQUFIwkPBSUFJwUpHTUHBSsdOTsFLS0DB/sVxxU/RR1BQwUvLQMHrgIfTRVHTR1JSwUx",
                "LQMHrgIdtx1PUQUzLQMH+gIrNwU1BTcVFV8FOS1dB7UfcQU7FWFnHWNlBT0tBQfaAiOJFWlvHWtt",
                "BT8tBQdeBR9bFXEHHRdzLQMHhzFRBUEVFXkVe4EdfX8FQy0FBy4CI2kVg4kdhYcFRS0FB4IEH0kV",
                "iwcdF40tAweHHy0FRw0rA5kBDwWRkQUDlwEDKQkLA5sBAQkpAQEDMQMBHUkDA6UfExEAAAAAAAAA",
                "AA0DoZEdSwsDHU0FAQMFp6cjEQMFt7sNBam5oZEdTw0Fqb2hkR1RHTEdUw0BHVUdVwMFpaUbA0EH",
                "GwMhBwECAgkBCSkDQQ8pAyEPBxEFCwsFCwspAwUVEwRGAgUDUQEbAQcEHgIDAQkFQAEDDVABBQcE",
                "8wMRGwUXERcTAAEGEwMBAwMBBhEDAQMBB1YzBwUBAQUHBQcEgwMRHwUHCQcJAAEGCwMNAwEBJg0D",
                "DQMDCQMBC0cNGQkDDQMHAQYNAwMDCQtHCxkLAw0FBQcBBgsDAwMNCQQJBQsPAQYBAwsDCwEGAQML",
                "AwkPBAEFDw0GAwEFAQAuClkdGw8VFQMhGykLGxcVJUsdIRUTCzMNKQUFBxMlKTkvTVsVER8PJwsP",
                "NwsJEWJ1aWx0aW4Ac2R5AHZobG8AdW5yZWFsaXplZF9jb252ZXJzaW9uX2Nhc3QAbW9kdWxlAG1l",
                "c2gAbWFudWFsX2NvbXB1dGF0aW9uAHJldHVybgBjdXN0b21fY2FsbF92MQBmdW5jX3YxAHJldHVy",
                "bl92MQAvd29yay93dC9iaWFzb3AvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQAvd29yay93",
                "dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGZ1bmN0aW9uLjxsb2NhbHM+LmJvdGgAamF4",
                "LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVw",
                "bGljYXMAaml0X2JvdGgAZHkAeABhAGppdChib3RoKS9zaGFyZF9tYXAAZW50cnkAbWFpbi48bG9j",
                "YWxzPi48bGlzdGNvbXA+AG1haW4APG1vZHVsZT4Ac2hhcmRfbWFwAG1pc2hfZ3JhZF9zaGFyZABE",
                "ZWNsYXJlZC5iaW5kAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcC5weQBfbWlzaF9n",
                "cmFkX3RyYWNlZABtaXNoX2dyYWQAbWlzaF9zaGFyZABfbWlzaF90cmFjZWQAbWlzaABtaGxvLmJh",
                "Y2tlbmRfY29uZmlnAHNkeS5zaGFyZGluZwBqYXgucmVzdWx0X2luZm8AAHJlc3VsdFswXQByZXN1",
                "bHRbMV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFkAAhHDQVTAQWVDwuxs7W/wQeT",
                "nZMRq63Fn6+jn6MRq63Hn6/Jn6MAAAEAAAAEAAAAAwAAAGNwdQAGAAAAzAAAAKgAAACAAAAAWAAA",
                "ADAAAAAEAAAAtP3//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAANz9//8IAAAA",
                "AAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAAD+//8IAAAAAAAAARIAAABqYXhfbWlzaF9iaWFz",
                "X2dyYWQAACT+//8IAAAAAAAAAREAAABqYXhfbWlzaF9iaWFzX2Z3ZAAAAEj+//8IAAAAAAAAAQ0A",
                "AABqYXhfbWlzaF9ncmFkAAAAaP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAA",
                "AAIAAAAkAAAABAAAAJz+//8IAAAAAAAAAQsAAAAIAxoBAkoBAlIBAAC4/v//CAAAAAAAAAELAAAA",
                "CAMaAQJKAQJSAQAAAgAAACQAAAAEAAAA4P7//wgAAAAAAAABCwAAAAgDGgECSgECUgEAAPz+//8I",
                "AAAAAAAAAQsAAAAIAxoBAkoBAlIBAAACAAAAJAAAAAQAAAB+////AAAACQQAAAABAAAABAAAAAIA",
                "AAAxNgAAmv///wAAAAkEAAAAAQAAAAQAAAACAAAAMTYAAFz///8IAAAAAAAAAgIAAAAMAAAABAAA",
                "AFD///9U////AgAAADAAAAAEAAAA4v///wAAAAkEAAAAAQAAAAQAAAACAAAAMTYAAAAACgAMAAAA",
                "CAAHAAoAAAAAAAAJBAAAAAEAAAAEAAAAAgAAADE2AADM////CAAAAAAAAAICAAAALAAAABAAAAAA",
                "AAoADAALAAAABAAKAAAACAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAICAAAAEAAAAAQA",
                "AAD8////BAAEAAQAAAAEAAAAYm90aAAAAAA=",
            ),
        },
        {
            "form": "bias",
            "dtype": "float16",
            "targets": ("jax_mish_bias_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.ffc0000000000p+14 -0x1.ffc0000000000p+14 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
                (
                    "float16",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (4, 4),
                    (
                        "0x1.8040000000000p-2 -0x1.0a00000000000p-3 inf -0x0.0p+0",
                        "nan 0x1.ffc0000000000p+14 -0x0.0p+0 -0x1.36c0000000000p-2",
                        "0x1.8040000000000p-2 0x1.3840000000000p-1 "
                        "-0x1.3a00000000000p-2 0x1.6740000000000p+0",
                        "-0x1.aa80000000000p-4 0x1.d800000000000p+3 "
                        "-0x1.0000000000000p-24 -0x1.1240000000000p-2",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAABM",
                "BAAAOAUAADgFAAAwBAAANAUAADwFAAAAAAEASAUAAHQFAACIBQAA3AUAADgGAAAAAAIAAgAAAAAA",
                "AQD6AwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwO3kRMBbQsHDwsjCw8L",
                "CwsPCw8LEwsPCw8PCxsLDw8LHw8PCx8PDwsbDw8LGw8PCxsPDwsfDw8LHw8LHwMlCwtPEwsPEwsL",
                "CwsLCwsLEy8PAQULDwMPFwcTBxsTEwJaBAUNHxEDBQUPAwcLDQ8FEQUFEREBAAUTBRUFFx0XAwUZ",
                "HRsDBRsDAx9tBR0dIyUFHxUnLx0pKwUhLS0HtR9xBSMVMTcdMzUFJS0HB44CI2kVOT8dOz0FJy0H",
                "B1YEJ2cVQUcdQ0UFKS0BB7UfZxVJTx1LTQUrLQEHw0tjFVFXHVNVBS0tAQf7FccVWV8dW10FLy0B",
                "B64CH00VYWcdY2UFMS0BB64CHbcdaWsFMy0BB/oCKzcNAQMBHw8hAQAAAAAAAAAAAAAAAAAAAAMF",
                "bW0jDQMDeQ0De30dNR03HTEdOQsDHTsdPQUBAwVxjR8REQAAAAAAAAAAAwNxAQkBAgIpBRERBwcp",
                "AxEHExEFBQkDBSkDCQspAwULBFcFAVEDCQEHBEUDAQUDUAMDBwQxAwcLBQsVExkABUchHQUDBQUB",
                "AwcEAwMFBgMBBQEAVgg/JQMPFSETCzMNQT0LJUsdPSkFBRklKTlNWxUfEQ8LEWJ1aWx0aW4Admhs",
                "bwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MQByZXR1cm5fdjEAL3dvcmsvd3QvYmlhc29w",
                "L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19j",
                "b3JlL2FwaS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9u",
                "cwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQB4AGIAbWhsby5iYWNrZW5kX2NvbmZpZwBq",
                "aXQoPGxhbWJkYT4pL21pc2hfYmlhc19zaGFyZABEZWNsYXJlZC5iaW5kAC93b3JrL3d0L2JpYXNv",
                "cC9qYXhfbWlzaC9fY29yZS9vcC5weQBfbWlzaF9iaWFzX3RyYWNlZABtaXNoAGJpYXNfZnVuY3Rp",
                "b24uPGxvY2Fscz4ubWlzaF9iAGJpYXNfZnVuY3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4AZW50cnkA",
                "bWFpbi48bG9jYWxzPi48bGlzdGNvbXA+AG1haW4APG1vZHVsZT4AamF4LnJlc3VsdF9pbmZvAHJl",
                "c3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2JpYXNfZndkAAgnBwUnAQtzdXd/gRGDhYdviYtvjwAA",
                "AQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABYAAAAMAAAAAQAAAAw/v//CAAAAAAAAAEU",
                "AAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAWP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2Vu",
                "ZF9md2QAfP7//wgAAAAAAAABEgAAAGpheF9taXNoX2JpYXNfZ3JhZAAAoP7//wgAAAAAAAABEQAA",
                "AGpheF9taXNoX2JpYXNfZndkAAAAxP7//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAADk/v//",
                "CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAADw/v//AgAAAAwAAAAE",
                "AAAAAP///wT///8BAAAABAAAAJr///8AAAAJBAAAAAIAAAAQAAAABAAAAAEAAAA0AAAAAQAAADQA",
                "AABc////CAAAAAAAAAIBAAAABAAAAEz///8CAAAALAAAAAQAAADm////AAAACQQAAAABAAAABAAA",
                "AAEAAAA0AAoADAAAAAgABwAKAAAAAAAACQQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAA",
                "zP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAAL",
                "AAQACAAAAAgAAAAAAAACAgAAABAAAAAEAAAA/P///wQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "bias_grad",
            "dtype": "float16",
            "targets": ("jax_mish_bias_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (4, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.ffc0000000000p+14 -0x1.ffc0000000000p+14 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
                (
                    "float16",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (4, 4),
                    (
                        "0x1.c5c0000000000p-1 -0x1.c240000000000p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6bc0000000000p-5",
                        "0x1.5480000000000p+0 0x1.f8c0000000000p+0 "
                        "-0x1.c280000000000p-4 0x1.16c0000000000p-3",
                        "-0x1.2a00000000000p-4 -0x1.0000000000000p+0 "
                        "-0x1.8000000000000p-22 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (4,),
                    ("nan 0x1.5e00000000000p-2 0x1.8f80000000000p-2 0x1.7780000000000p-4",),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEQAAAB0",
                "BgAAYAcAAGAHAABYBgAAXAcAAGwHAAAAAAEAgAcAAMwHAADoBwAAaAgAAMwIAAAAAAIAAwAAAAAA",
                "AQACAAAAHwYAAE1M71INU3RhYmxlSExPX3YxLjEzLjAAASEFAQURAQMLAw8PExcbHyMnAwIC0R0B",
                "oQsHCw8PDw8PDw8LIwsPCwsLDwsPCw8LDwsPGwsbDwsbDwsfDw8LHw8LHw8LDwsPDxsTCw8LDwsb",
                "Cw8PCx8LDw8PCx8PDwsfDw8LGw8PGw8PAzELTwsvFwsTEwsTCwsLHw8LCwsLCxcPFxMBBQsPAxkX",
                "EwcPBwcjFxMHExMCWgYFFR8FFxEDBRUzCxUNOx03OR09Px1DRR1tbwUZAwcZGx0HHwcFGxEBAAUd",
                "BR8FIR0lAwUjHSkDBSUdLQMFJx0xCQUpHQU1LQEHyWebBSstAQfJO7kVD0EFLS0BB/sVxxURRwUv",
                "LQEHrgIfTRVJTx1LTQUxLQEHrgIdtx1RUwUzLQEH+gIrNx1XCQU1HVtdBTcVXwsdBWEtAQfJd5kD",
                "A2WhBTkdaWsFOxUTcwU9LXEHtR9xBT8VdX0dd3kFQS17B/oEHXsFQxUTfxWBhx2DhQVFLRUHjgIj",
                "aRWJjx2LjQVHLRUHVgQnZxWRlx2TlQVJLQEHtR9nFZmdHQWbLQEHyYGZFQ2fFQ8RDQEfGSEBAAAA",
                "AAAAAAAAAAAAAAAAHUsfGxEAAAAAAAAAAAMHoaGhIxEDBa+zDQOlsR1NDQOltR1PHTEdUR8LCQAA",
                "gD8fFQELAx1THVUDAQUBAwejo6cDA80VAwEBAQMFo6cBCQECAikFEREJKQMRCQcpAQ0JExEHBQUH",
                "BQUHKQUREQ0pAwEXHSkDCQ8pAwUPBJsFAVEDFwEHBIkDAQUDUAMDBwR1AxMbBwsjCycPKwAFQgMF",
                "AwsHRi8HAxMDBwkGVQMFAwkLBlkDBQUBCw1HZ2MJBQUHBw0DBQ8EAwUPEQYDAQUBAKoNVycDDxUV",
                "IT0LJU0fSx1pKUdpEwszDUFhBQUHGSUpOU1lWxUfGRcpGREPCxFidWlsdGluAHZobG8AbW9kdWxl",
                "AGZ1bmNfdjEAY29uc3RhbnRfdjEAYnJvYWRjYXN0X2luX2RpbV92MQBjb252ZXJ0X3YxAG11bHRp",
                "cGx5X3YxAGN1c3RvbV9jYWxsX3YxAHJldHVybl92MQAvd29yay93dC9iaWFzb3AvdGVzdHMvZXhw",
                "b3J0X2dvbGRlbi93cml0ZS5weQBiaWFzX2Z1bmN0aW9uLjxsb2NhbHM+LjxsYW1iZGE+Ljxsb2Nh",
                "bHM+LjxsYW1iZGE+AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9hcGkucHkAamF4LnVz",
                "ZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGlj",
                "YXMAaml0X19sYW1iZGEAZHkAeABiAGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9icm9h",
                "ZGNhc3RfaW5fZGltAGJpYXNfZnVuY3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4AZW50cnkAbWFpbi48",
                "bG9jYWxzPi48bGlzdGNvbXA+AG1haW4APG1vZHVsZT4Aaml0KDxsYW1iZGE+KS90cmFuc3Bvc2Uo",
                "anZwKCkpL2NvbnZlcnRfZWxlbWVudF90eXBlAGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgp",
                "KS9tdWwAbWhsby5iYWNrZW5kX2NvbmZpZwBqaXQoPGxhbWJkYT4pL3RyYW5zcG9zZShqdnAoKSkv",
                "bWlzaF9iaWFzX2dyYWRfc2hhcmQARGVjbGFyZWQuYmluZAAvd29yay93dC9iaWFzb3AvamF4X21p",
                "c2gvX2NvcmUvb3AucHkAX21pc2hfYmlhc19qdnAAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19j",
                "b3JlL29wcy5weQBfbWlzaF9iaWFzX3RyYWNlZABtaXNoAGJpYXNfZnVuY3Rpb24uPGxvY2Fscz4u",
                "bWlzaF9iAGpheC5yZXN1bHRfaW5mbwByZXN1bHRbMF0AcmVzdWx0WzFdAHB1YmxpYwAAamF4X21p",
                "c2hfYmlhc19ncmFkAAgvCwVDAQupq623uQO7A70Rv8HDxcfJy88AAQAAAAQAAAADAAAAY3B1AAYA",
                "AADMAAAAqAAAAIAAAABYAAAAMAAAAAQAAADM/f//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5k",
                "X2dyYWQAAAAA9P3//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAGP7//wgAAAAAAAAB",
                "EgAAAGpheF9taXNoX2JpYXNfZ3JhZAAAPP7//wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndk",
                "AAAAYP7//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAACA/v//CAAAAAAAAAEMAAAAamF4X21p",
                "c2hfZndkAAAAAAAAAAAAAAAAAgAAAAwAAAAEAAAAiP7//4z+//8DAAAAFAAAAAwAAAAEAAAAoP7/",
                "/6T+//+o/v//AgAAACQAAAAEAAAASv///wAAAAkEAAAAAQAAAAQAAAABAAAANAAAAGb///8AAAAJ",
                "BAAAAAIAAAAQAAAABAAAAAEAAAA0AAAAAQAAADQAAAAo////CAAAAAAAAAICAAAADAAAAAQAAAAU",
                "////GP///wMAAABYAAAAJAAAAAQAAAC+////AAAACQQAAAABAAAABAAAAAEAAAA0AAAA2v///wAA",
                "AAkEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAKAAwAAAAIAAcACgAAAAAAAAkEAAAAAgAA",
                "ABAAAAAEAAAAAQAAADQAAAABAAAANAAAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsA",
                "AAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgMAAAAYAAAADAAAAAQAAAD4",
                "/////P///wQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "bias_vmap",
            "dtype": "float16",
            "targets": ("jax_mish_bias_fwd", "jax_mish_bias_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (2, 2, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (2, 2, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.ffc0000000000p+14 -0x1.ffc0000000000p+14 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
                (
                    "float16",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (2, 2, 4),
                    (
                        "0x1.8040000000000p-2 -0x1.0a00000000000p-3 inf -0x0.0p+0",
                        "nan 0x1.ffc0000000000p+14 -0x0.0p+0 -0x1.36c0000000000p-2",
                        "0x1.8040000000000p-2 0x1.3840000000000p-1 "
                        "-0x1.3a00000000000p-2 0x1.6740000000000p+0",
                        "-0x1.aa80000000000p-4 0x1.d800000000000p+3 "
                        "-0x1.0000000000000p-24 -0x1.1240000000000p-2",
                    ),
                ),
                (
                    "float16",
                    (2, 2, 4),
                    (
                        "0x1.c5c0000000000p-1 -0x1.c240000000000p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6bc0000000000p-5",
                        "0x1.5480000000000p+0 0x1.f8c0000000000p+0 "
                        "-0x1.c280000000000p-4 0x1.16c0000000000p-3",
                        "-0x1.2a00000000000p-4 -0x1.0000000000000p+0 "
                        "-0x1.8000000000000p-22 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (4,),
                    ("nan 0x1.5e00000000000p-2 0x1.8f80000000000p-2 0x1.7780000000000p-4",),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEQAAABM",
                "BQAAOAYAADgGAAAwBQAANAYAAEwGAAAAAAEAYAYAAPAGAAAUBwAArAcAABAIAAAAAAIAAwAAAAAA",
                "AQACAAAA9gQAAE1M71INU3RhYmxlSExPX3YxLjEzLjAAARkFAQUJAQMLAwcPExcD1a8TAXsHDwsL",
                "DxMLDwsjCw8LCwsPCw8LDwsLDwsPCxsLDw8fDw8LHw8PDwsfDw8LHw8PCxsPDwsbDwsbDwsPDw8f",
                "AzULbwsLCwsLEy8XCxcTCxMLEwsLCwsPCxcPFwEFCw8DDxsTBwcnExMCTgUfHTM1BQ0FDxEDBQMD",
                "K3sFERUDPwUTAwcVFxkJGwkFFREBAAUXBRkFGx0hAQUdHSUBBR8dKQEFIQUjHS8xBSUVAzkFJy03",
                "B7UfcQUpFTsPHQ09LQUH9gQRTxVBRx1DRQUrLQUHFgQfhxUDSRVLUR1NTwUtLREHjgIjaRVTWR1V",
                "VwUvLREHVgQnZxVbYR1dXwUxLQcHtR9nFWNpHWVnBTMtBwfTK48da20FNS0HB/sVxx1xcwU3FQN1",
                "FXcPHQ15LQUH+gQdew0BHw8xAgAAAAAAAAABAAAAAAAAAAAAAAAAAAAAHTkDAQsDHTsFAQMFfYsf",
                "EREAAAAAAAAAAAMHe3t7Iw0DB5OXmw0Df5UdPQ0Df5kdPw0Df50dQR1DHUUdRwMDfR1JAwd9fYsD",
                "A60VAwEBAQEJAQICKQcJCREJKQMRCQcTEQcFBQcHBQUHKQMNCykDBQsEdwUBUQETAQcEZQMBBQVQ",
                "AQMHBFEDDQ8HCx8LIw8nAANHLQsFAwUFAwUDR28LBwUFBwcBAwUHBAEHBwkLBgMBBQEAsgpLJyUP",
                "CxUVFQMhcw0/PQslI0sdUykFBQcZJSk5TR9bTRURHw8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAY3Vz",
                "dG9tX2NhbGxfdjEAZnVuY192MQByZXR1cm5fdjEAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19j",
                "b3JlL29wcy5weQAvd29yay93dC9iaWFzb3AvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQBf",
                "bWlzaF9iaWFzX2p2cAAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGpheC51",
                "c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxp",
                "Y2FzAGppdF9iYXRjaGVkAGR5AHgAYgBtaGxvLmJhY2tlbmRfY29uZmlnAGppdChiYXRjaGVkKS9q",
                "dnAodm1hcCgpKS9taXNoX2JpYXNfc2hhcmQARGVjbGFyZWQuYmluZAAvd29yay93dC9iaWFzb3Av",
                "amF4X21pc2gvX2NvcmUvb3AucHkAX21pc2hfYmlhc19iYXRjaABfbWlzaF9iaWFzX3RyYWNlZABt",
                "aXNoAGJpYXNfZnVuY3Rpb24uPGxvY2Fscz4ubWlzaF9iAGJpYXNfZnVuY3Rpb24uPGxvY2Fscz4u",
                "YmF0Y2hlZABlbnRyeQBqaXQoYmF0Y2hlZCkvdHJhbnNwb3NlKGp2cCh2bWFwKCkpKS9taXNoX2Jp",
                "YXNfZ3JhZF9zaGFyZABqYXgucmVzdWx0X2luZm8AAHJlc3VsdFswXQByZXN1bHRbMV0AcmVzdWx0",
                "WzJdAG1haW4AcHVibGljAGpheF9taXNoX2JpYXNfZndkAGpheF9taXNoX2JpYXNfZ3JhZAAIOQkF",
                "OwELjY+Rn6ERg4WjgYeJgaURg4WngYepq4kAAAEAAAAEAAAAAwAAAGNwdQAGAAAAzAAAAKgAAACA",
                "AAAAWAAAADAAAAAEAAAAYP3//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAAIj9",
                "//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAKz9//8IAAAAAAAAARIAAABqYXhfbWlz",
                "aF9iaWFzX2dyYWQAAND9//8IAAAAAAAAAREAAABqYXhfbWlzaF9iaWFzX2Z3ZAAAAPT9//8IAAAA",
                "AAAAAQ0AAABqYXhfbWlzaF9ncmFkAAAAFP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAA",
                "AAAAAAAAAAMAAAAUAAAADAAAAAQAAAAg/v//JP7//yj+//8DAAAAFAAAAAwAAAAEAAAAPP7//0D+",
                "//9E/v//AwAAAFwAAAAkAAAABAAAAPb+//8AAAAJBAAAAAEAAAAEAAAAAQAAADQAAAAS////AAAA",
                "CQQAAAADAAAAHAAAABAAAAAEAAAAAQAAADQAAAABAAAAMgAAAAEAAAAyAAAARv///wAAAAkEAAAA",
                "AwAAABwAAAAQAAAABAAAAAEAAAA0AAAAAQAAADIAAAABAAAAMgAAAAj///8IAAAAAAAAAgMAAAAU",
                "AAAADAAAAAQAAAD4/v///P7//wD///8DAAAAZAAAACQAAAAEAAAAsv///wAAAAkEAAAAAQAAAAQA",
                "AAABAAAANAAAAM7///8AAAAJBAAAAAMAAAAcAAAAEAAAAAQAAAABAAAANAAAAAEAAAAyAAAAAQAA",
                "ADIACgAMAAAACAAHAAoAAAAAAAAJBAAAAAMAAAAcAAAAEAAAAAQAAAABAAAANAAAAAEAAAAyAAAA",
                "AQAAADIAAADM////CAAAAAAAAAICAAAALAAAABAAAAAAAAoADAALAAAABAAKAAAACAAAAAAAAAQA",
                "AAAACAAMAAsABAAIAAAACAAAAAAAAAIDAAAAGAAAAAwAAAAEAAAA+P////z///8EAAQABAAAAAcA",
                "AABiYXRjaGVkAA==",
            ),
        },
        {
            "form": "bias_sharded",
            "dtype": "float16",
            "targets": ("jax_mish_bias_fwd", "jax_mish_bias_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float16",
                    (4, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.ffc0000000000p+14 -0x1.ffc0000000000p+14 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
                (
                    "float16",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (4, 4),
                    (
                        "0x1.8040000000000p-2 -0x1.0a00000000000p-3 inf -0x0.0p+0",
                        "nan 0x1.ffc0000000000p+14 -0x0.0p+0 -0x1.36c0000000000p-2",
                        "0x1.8040000000000p-2 0x1.3840000000000p-1 "
                        "-0x1.3a00000000000p-2 0x1.6740000000000p+0",
                        "-0x1.aa80000000000p-4 0x1.d800000000000p+3 "
                        "-0x1.0000000000000p-24 -0x1.1240000000000p-2",
                    ),
                ),
                (
                    "float16",
                    (4, 4),
                    (
                        "0x1.c5c0000000000p-1 -0x1.c240000000000p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6bc0000000000p-5",
                        "0x1.5480000000000p+0 0x1.f8c0000000000p+0 "
                        "-0x1.c280000000000p-4 0x1.16c0000000000p-3",
                        "-0x1.2a00000000000p-4 -0x1.0000000000000p+0 "
                        "-0x1.8000000000000p-22 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (4,),
                    ("nan 0x1.5e80000000000p-2 0x1.8f80000000000p-2 0x1.7780000000000p-4",),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEQAAABE",
                "CAAAMAkAADAJAAAoCAAALAkAAIAJAAAAAAIA0AkAAEgKAABsCgAA7AoAAFALAAAAAAIAAwAAAAAA",
                "AQACAAAA8AcAAE1M71INU3RhYmxlSExPX3YxLjEzLjAAASsHAQUJFQEFDxMDBxcbHwULIycrLzMD",
                "sgIyAiMBrwcLDw8PDwsPCwsPDw8PDw8PCwsPCw8PDxMPCxMjCw8LDwsPCwsLCwsPCwsbDwsfDwsf",
                "DwsfCwsPCxsLDw8fDw8fDwsfDwsbDwsbDw8LDw8PHwsLDwsfFwMTGxcTFxMPFw8PBUELTwsLEwsL",
                "CxMvFxMLFxsLGwsbCwsLCwsPCxcPFw9PCwEZFwsfFxMfExMPCxMLAQ0TFxcHDwsFFxcTBxcPBwcn",
                "ExMXAuYIHwUbHWsBHZmbHW1vHXFzBR0dpTMFCwkRHUkBHUsBHU0BFR1ZHVVXHVtdHWFjBR8FIRUL",
                "fQUjHYWHHYuNHZGTAwOj7RWnrQUlHSYCAQMHOz0/QUNFBScRCwAFKREJCQUrEQkFBS0FLwUxBTMF",
                "NR1TGwU3BTktAwf7FccVH18FOy0DB64CH00VIWUFPS0DB64CHbcdZ2kFPy0DB/oCKzcFQQVDFQt3",
                "BUUtdQe1H3EFRxV5Jx0jey0lB/oEHXsVf4MdKYEtDQeOAiNpFSuJBUktDQdWBCdnFS2PBUstAwe1",
                "H2cVL5UFTS0DB7sjTRUdlxUfIQVPFQudFZ8nHSOhLSUH9gQRTwVRBVMdqasFVS01B3ICFzUVAgIO",
                "Ag0TBbuzAQ0TA7MBCwEBAQ8Hr6+xBQO5AQM1CQsDvQEBCTUBAQNPHVcfHSEBAAAAAAAAAAAAAAAA",
                "AAAAHVkDAQ0Dwa8LAx1bBQEDBcPTHx8RAAAAAAAAAAADB8nJ1w0DwbEjGwMH3eHlDQXF38GvHV0N",
                "BcXjwa8dXw0FxefBsR1hHT0dYw0BHWUDA8MdZwMHw8PTAwP5FQMBAQETGQUfISEAAAAAAAAAAAEA",
                "AAAAAAAABQMdBgIKAgVpLTUHRgJNfxUSAhoCHSkWAi0NB4oCH5UVKx4CFS0iAhUvGwVrHS4CMwVt",
                "GwMRBxsFEREHGwUJEQcJAQICAQkpBRERESkDEREHKQUJEREpARETHREHDQ0PBw0NDykDCRcpAwUX",
                "KQUFCRkEegMFA1EBOQEHBFIDAwEJBUABAw9QAQUHBBYDAxkjBxsVGxcfGQABBhkDAQMFAQYXAwMD",
                "AwEGFQMDAwEHVlEHBwMDAQcLCQcHBPUDGysHCwULBQMFAAEGCQMTAwEBJgcDDwMFCQMBASYHAxMD",
                "AwkDAQ1HBzEJAxMFCwkBBgcDBQMNDUcJMQsFEw8HBwsJAQYJAwUDERFWDw0DDwMTBwQvAwcLBSs3",
                "KzcAEwYqAgMVBQEDCwQPAwUBBg8DAQMXCQQFBw8VGQEGAQMPAxEBBgEDDQMPAQYBAw0DDQsEAQcX",
                "FRMGAwEFAQAWD28rHycnJQ8VFRUDIRsdQSktRz0LSx1NFRMLMw03BQUFByElKTlRJU0fTVsPHREf",
                "FQ8nCw83CwkRYnVpbHRpbgBzZHkAdmhsbwB1bnJlYWxpemVkX2NvbnZlcnNpb25fY2FzdABtb2R1",
                "bGUAbWVzaABtYW51YWxfY29tcHV0YXRpb24AcmV0dXJuAHJldHVybl92MQBjdXN0b21fY2FsbF92",
                "MQBmdW5jX3YxAGFsbF9yZWR1Y2VfdjIAYWRkX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBv",
                "cnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9hcGkucHkA",
                "X21pc2hfYmlhc19qdnAAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19jb3JlL29wcy5weQBfbWlz",
                "aF9iaWFzX3RyYWNlZAAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXZhbHMucHkAamF4",
                "LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVw",
                "bGljYXMAaml0X2Z3ZF9hbmRfdmpwAGR5AHgAYgBhAGppdChmd2RfYW5kX3ZqcCkvc2hhcmRfbWFw",
                "AGVudHJ5AG1haW4uPGxvY2Fscz4uPGxpc3Rjb21wPgBtYWluADxtb2R1bGU+AHNoYXJkX21hcAB0",
                "cmFuc3Bvc2UoanZwKCkpL21pc2hfYmlhc19ncmFkX3NoYXJkAERlY2xhcmVkLmJpbmQAL3dvcmsv",
                "d3QvYmlhc29wL2pheF9taXNoL19jb3JlL29wLnB5AG1pc2gAYmlhc19mdW5jdGlvbi48bG9jYWxz",
                "Pi5taXNoX2IAYmlhc19mdW5jdGlvbi48bG9jYWxzPi5md2RfYW5kX3ZqcABqdnAoKS9taXNoX2Jp",
                "YXNfc2hhcmQAbWhsby5iYWNrZW5kX2NvbmZpZwB0cmFuc3Bvc2UoanZwKCkpL3BzdW1faW52YXJp",
                "YW50AF9jYXN0X3ZhcnlpbmcAc2R5LnNoYXJkaW5nAGpheC5yZXN1bHRfaW5mbwAAcmVzdWx0WzBd",
                "AHJlc3VsdFsxXQByZXN1bHRbMl0AcHVibGljAGpheF9taXNoX2JpYXNfZndkAGpheF9taXNoX2Jp",
                "YXNfZ3JhZABtYXRjaF92YXJ5aW5nX2F4ZXMAcHN1bV9pbnZhcmlhbnQAdHJhbnNwb3NlKGp2cCgp",
                "KS9hZGQACE8PBY8BBbcRC9XZ2+nrB7W/tRHLze/Hz9HH8RHLzfPHz/X30Qf7/f8BAAAABAAAAAMA",
                "AABjcHUABgAAAMwAAACoAAAAgAAAAFgAAAAwAAAABAAAABj9//8IAAAAAAAAARQAAABqYXhfbWlz",
                "aF9hc2NlbmRfZ3JhZAAAAABA/f//CAAAAAAAAAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZABk/f//",
                "CAAAAAAAAAESAAAAamF4X21pc2hfYmlhc19ncmFkAACI/f//CAAAAAAAAAERAAAAamF4X21pc2hf",
                "Ymlhc19md2QAAACs/f//CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAAAMz9//8IAAAAAAAAAQwA",
                "AABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAADAAAAOAAAABgAAAAEAAAABP7//wgAAAAAAAABAAAA",
                "ABT+//8IAAAAAAAAAQwAAAAIAxoCAgFKAQJSAQAw/v//CAAAAAAAAAEMAAAACAMaAgIBSgECUgEA",
                "AwAAADgAAAAYAAAABAAAAFz+//8IAAAAAAAAAQAAAABs/v//CAAAAAAAAAEMAAAACAMaAgIBSgEC",
                "UgEAiP7//wgAAAAAAAABDAAAAAgDGgICAUoBAlIBAAMAAABQAAAAJAAAAAQAAAAa////AAAACQQA",
                "AAABAAAABAAAAAEAAAA0AAAANv///wAAAAkEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAA",
                "AF7///8AAAAJBAAAAAIAAAAQAAAABAAAAAEAAAA0AAAAAQAAADQAAAAg////CAAAAAAAAAIDAAAA",
                "FAAAAAwAAAAEAAAAEP///xT///8Y////AwAAAFgAAAAkAAAABAAAAL7///8AAAAJBAAAAAEAAAAE",
                "AAAAAQAAADQAAADa////AAAACQQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAoADAAAAAgA",
                "BwAKAAAAAAAACQQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAzP///wgAAAAAAAACAgAA",
                "ACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAAC",
                "AwAAABgAAAAMAAAABAAAAPj////8////BAAEAAQAAAALAAAAZndkX2FuZF92anAA",
            ),
        },
        {
            "form": "mish",
            "dtype": "bfloat16",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fe00000000000p+126 -0x1.fe00000000000p+126 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.fe00000000000p+126 -0x0.0p+0 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.ba00000000000p-1 "
                        "-0x1.3c00000000000p-2 0x1.3c00000000000p+1",
                        "-0x1.2a00000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.6200000000000p-25 0x1.ac00000000000p-3",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAADU",
                "AwAAwAQAAMAEAAC4AwAAvAQAAMQEAAAAAAEAyAQAAOgEAAD8BAAAKAUAAHwFAAAAAAIAAQAAAAAA",
                "AACCAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwOjgQ8BYQsHDwsjCw8L",
                "CwsPCxMLDwsPDwsbCw8PCx8PDwsfDw8LGw8PCxsPDwsfDw8LHw8LHwMhCwsPDwsPEwsLCwsLCwsL",
                "LwEFCw8DCxMXBxMHAoYDBQ0fEQMFBQ8DBwsNDwURBQUREQEABRMFFQUXHRcDBRkDAxthBRsdHyEF",
                "HRUjKx0lJwUfLSkHtR9xBSEVLTMdLzEFIy0HBy4CI2kVNTsdNzkFJS0HB4IEH0kVPUMdP0EFJy0B",
                "B41FUxVFSx1HSQUpLQEH+xXHFU1THU9RBSstAQeuAh9NFVVbHVdZBS0tAQeuAh23HV1fBS8tAQf6",
                "Ais3DQEDAQMDfwMDYSMHAwNtDQNvcR0xHTMdLR01CwMdNx05BQEfCxEAAAAAAAAAAAEJAQICKQNB",
                "CREDBQMFBSkDBQ0TBFEFAVEDCQEHBD8DAQUDUAMDBwQrAwULAwsVAAVHHRkFAwUDAQcEAwMDBgMB",
                "BQEAfgc7GwMPFSETCzMNNwsbSx0zKQUZJSk5TVsVHxEPCxFidWlsdGluAHZobG8AbW9kdWxlAGZ1",
                "bmNfdjEAY3VzdG9tX2NhbGxfdjEAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBv",
                "cnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9hcGkucHkA",
                "amF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1f",
                "cmVwbGljYXMAaml0X19sYW1iZGEAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikv",
                "bWlzaF9zaGFyZABEZWNsYXJlZC5iaW5kAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9v",
                "cC5weQBfbWlzaF90cmFjZWQAbWlzaABmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBt",
                "YWluLjxsb2NhbHM+LjxsaXN0Y29tcD4AbWFpbgA8bW9kdWxlPgBqYXgucmVzdWx0X2luZm8AcmVz",
                "dWx0WzBdAHB1YmxpYwAAamF4X21pc2hfZndkAAgnBwUnAQtnaWtzdRF3eXtjfWVjZQAAAQAAAAQA",
                "AAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABYAAAAMAAAAAQAAABs/v//CAAAAAAAAAEUAAAAamF4",
                "X21pc2hfYXNjZW5kX2dyYWQAAAAAlP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QA",
                "uP7//wgAAAAAAAABEgAAAGpheF9taXNoX2JpYXNfZ3JhZAAA3P7//wgAAAAAAAABEQAAAGpheF9t",
                "aXNoX2JpYXNfZndkAAAAAP///wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAA",
                "AAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAA",
                "AAQAAADC////AAAADgQAAAABAAAABAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////",
                "AQAAABAAAAAAAAoADAAAAAgABwAKAAAAAAAADgQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAA",
                "AAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgA",
                "AAAAAAACAQAAAAgAAAAEAAQABAAAAAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "grad",
            "dtype": "bfloat16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fe00000000000p+126 -0x1.fe00000000000p+126 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.3400000000000p-1 0x1.3400000000000p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3400000000000p-1",
                        "0x1.3400000000000p-1 0x1.0c00000000000p+0 "
                        "-0x1.9200000000000p-11 0x1.0a00000000000p+0",
                        "-0x1.b800000000000p-5 0x1.0000000000000p+0 "
                        "-0x1.5000000000000p-25 0x1.9200000000000p-1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAABs",
                "BQAAWAYAAFgGAABQBQAAVAYAAFwGAAAAAAEAYAYAAIAGAACUBgAAwAYAABQHAAAAAAIAAQAAAAAA",
                "AAAaBQAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABHwUBBQ8BAwsDDQ8TFxsfIwPXqxkBgQsHDw8L",
                "DwsjCw8LCwsPCw8LDxsPCxsPDwsbDw8LHw8PCx8PCx8PCxMLDwsPDwsbCw8PCxsLDw8LHw8PCx8P",
                "DxsDKy8LDwsPEwsLCwsfDwsLCwsLEw8TDwEFCw8DFRMPBxcHExMHEwcC3gQFEx8RAwUVIwsFFRUn",
                "LQUXAwcRExUFFwUFGREBAAUbBR0FHx0dAwUhHSEHBSMdCSUtAQeRa4sdKSsFJS0BB5FFkxUvNR0x",
                "MwUnLQEH+xXHFTc9HTk7BSktAQeuAh9NFT9FHUFDBSstAQeuAh23HUdJBS0tAQf6Ais3HU0HBS8D",
                "A1GDBTEdVVcFMxVZYR1bXQU1LV8Hsxd3BTcVY2sdZWcFOS1pB7UfcQU7FW1zHW9xBT0tDQcuAiNp",
                "FXV7HXd5BT8tDQeCBB9JFX0LHQl/LQEHkXuJHxURAAAAAAAAAAANAQMDgyMLAwOLDQONjx1BHUMd",
                "Kx1FHwcJAACAPx8RAQsDHUcdSQMBBQEDBYGBAwOnFQEBAQMDgQEJAQICKQNBDSkBCQkRAwUDBQUp",
                "A0EJKQMBEx0pAwUXEwR9BQFRAw8BBwRrAwEFA1ADAwcEVwMLFwMLGwAFQgMFAwcHRh8HAw8DAwkG",
                "SwMFAwULR1NPCQMFBQcBDQQDAwkGAwEFAQCqC0sdAw8VIQsbSx1NFV8paRMLMw03YQUZJSk5TVtb",
                "FR8XKRkRDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBmdW5jX3YxAGNvbnN0YW50X3YxAGJyb2FkY2Fz",
                "dF9pbl9kaW1fdjEAY29udmVydF92MQBjdXN0b21fY2FsbF92MQByZXR1cm5fdjEAL3dvcmsvd3Qv",
                "Ymlhc29wL3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAZnVuY3Rpb24uPGxvY2Fscz4uPGxh",
                "bWJkYT4uPGxvY2Fscz4uPGxhbWJkYT4AL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19jb3JlL2Fw",
                "aS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxv",
                "Lm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQB4AGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgp",
                "KS9icm9hZGNhc3RfaW5fZGltAGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1iZGE+AGVudHJ5AG1haW4u",
                "PGxvY2Fscz4uPGxpc3Rjb21wPgBtYWluADxtb2R1bGU+AGppdCg8bGFtYmRhPikvdHJhbnNwb3Nl",
                "KGp2cCgpKS9jb252ZXJ0X2VsZW1lbnRfdHlwZQBtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFt",
                "YmRhPikvdHJhbnNwb3NlKGp2cCgpKS9taXNoX2dyYWRfc2hhcmQAX21pc2hfanZwAC93b3JrL3d0",
                "L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcHMucHkARGVjbGFyZWQuYmluZAAvd29yay93dC9iaWFz",
                "b3AvamF4X21pc2gvX2NvcmUvb3AucHkAX21pc2hfdHJhY2VkAG1pc2gAamF4LnJlc3VsdF9pbmZv",
                "AHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2dyYWQACC8LBTMBC4WHiZGTA5UDlxGZm52foaOl",
                "qQAAAQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABYAAAAMAAAAAQAAABs/v//CAAAAAAA",
                "AAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAlP7//wgAAAAAAAABEwAAAGpheF9taXNoX2Fz",
                "Y2VuZF9md2QAuP7//wgAAAAAAAABEgAAAGpheF9taXNoX2JpYXNfZ3JhZAAA3P7//wgAAAAAAAAB",
                "EQAAAGpheF9taXNoX2JpYXNfZndkAAAAAP///wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg",
                "////CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQA",
                "AABA////AQAAAAQAAADC////AAAADgQAAAABAAAABAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAA",
                "AAQAAAB8////AQAAABAAAAAAAAoADAAAAAgABwAKAAAAAAAADgQAAAABAAAABAAAAAIAAAAxNgAA",
                "zP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAAL",
                "AAQACAAAAAgAAAAAAAACAQAAAAgAAAAEAAQABAAAAAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "bfloat16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fe00000000000p+126 -0x1.fe00000000000p+126 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.3400000000000p-1 -0x1.3400000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cc00000000000p-2",
                        "0x1.cc00000000000p-1 0x1.0c00000000000p+1 "
                        "0x1.2e00000000000p-9 0x1.0a00000000000p-3",
                        "-0x1.b800000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAD4",
                "AwAA5AQAAOQEAADcAwAA4AQAAOgEAAAAAAEA9AQAABQFAAAoBQAAdAUAANAFAAAAAAIAAgAAAAAA",
                "AQCnAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwOphw8BZQcLDwsjCw8L",
                "CwsPCw8LEwsPCw8PCxsLDw8LHw8PCx8PDwsbDw8LGw8PCx8PDwsfDwsfAyMLLwsTCw8TCwsLCwsL",
                "CwsTDwEFCw8DCxMbBxMHArIDHwUNEQMFBQ8DBwsNDwURBQUREQEABRMFFQUXHRcBBRkdGwEFGwMD",
                "H2UFHR0jJQUfFScvHSkrBSEtLQe1H3EFIxUxNx0zNQUlLQcH2gIjiRU5Px07PQUnLQcHXgUfWxVB",
                "Rx1DRQUpLQMHlU1tFUlPHUtNBSstAwf7FccVUVcdU1UFLS0DB64CH00VWV8dW10FLy0DB64CHbcd",
                "YWMFMS0DB/oCKzcNAR8LEQAAAAAAAAAAAwEDBWVlIwcDA3ENA3N1HTMdNR0vHTcLAx05HTsFAQMF",
                "Z2cDA2cBCQECAikDQQkRBQUFAwUFKQMFDRMEVwUBUQEJAQcERQMBBQNQAQMHBDEDBwsFCxULGQAF",
                "RyEdBQMFBQEDBwQBAwUGAwEFAQDOBz0dAw8VIRMLMw03FSVLHT0pBQcZJSk5TVsVHxEPCxFidWls",
                "dGluAHZobG8AbW9kdWxlAGZ1bmNfdjEAY3VzdG9tX2NhbGxfdjEAcmV0dXJuX3YxAC93b3JrL3d0",
                "L2JpYXNvcC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhf",
                "bWlzaC9fY29yZS9hcGkucHkAamF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3Bh",
                "cnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEAZHkAeABtaGxvLmJhY2tlbmRf",
                "Y29uZmlnAGppdCg8bGFtYmRhPikvbWlzaF9ncmFkX3NoYXJkAERlY2xhcmVkLmJpbmQAL3dvcmsv",
                "d3QvYmlhc29wL2pheF9taXNoL19jb3JlL29wLnB5AF9taXNoX2dyYWRfdHJhY2VkAG1pc2hfZ3Jh",
                "ZABmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29t",
                "cD4AbWFpbgA8bW9kdWxlPgBqYXgucmVzdWx0X2luZm8AcmVzdWx0WzBdAHB1YmxpYwAAamF4X21p",
                "c2hfZ3JhZAAIJwcFJwELa21vd3kRe31/aYGDaYUAAQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAA",
                "AIAAAABYAAAAMAAAAAQAAABE/v//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAA",
                "bP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAkP7//wgAAAAAAAABEgAAAGpheF9t",
                "aXNoX2JpYXNfZ3JhZAAAtP7//wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndkAAAA2P7//wgA",
                "AAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAD4/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAA",
                "AAAAAAAAAAAAAQAAAAQAAAAE////AgAAAAwAAAAEAAAAFP///xj///8BAAAABAAAAKL///8AAAAO",
                "BAAAAAEAAAAEAAAAAgAAADE2AABk////CAAAAAAAAAIBAAAABAAAAFT///8CAAAAMAAAAAQAAADi",
                "////AAAADgQAAAABAAAABAAAAAIAAAAxNgAAAAAKAAwAAAAIAAcACgAAAAAAAA4EAAAAAQAAAAQA",
                "AAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAAAAAA",
                "BAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8EAAQABAAAAAgAAAA8bGFt",
                "YmRhPgAAAAA=",
            ),
        },
        {
            "form": "vmap",
            "dtype": "bfloat16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fe00000000000p+126 -0x1.fe00000000000p+126 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.fe00000000000p+126 -0x0.0p+0 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.ba00000000000p-1 "
                        "-0x1.3c00000000000p-2 0x1.3c00000000000p+1",
                        "-0x1.2a00000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.6200000000000p-25 0x1.ac00000000000p-3",
                    ),
                ),
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x1.3400000000000p-1 -0x1.3400000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.cc00000000000p+0",
                        "0x1.3400000000000p-1 -0x1.0c00000000000p+1 "
                        "-0x1.9200000000000p-12 0x1.9000000000000p+1",
                        "-0x1.b800000000000p-5 -0x1.0000000000000p+1 "
                        "-0x1.5000000000000p-26 0x1.2c00000000000p+1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAB4",
                "BQAAZAYAAGQGAABcBQAAYAYAAHAGAAAAAAEAfAYAANQGAADwBgAARAcAAKAHAAAAAAIAAgAAAAAA",
                "AQAlBQAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGwUBBQsBAwsDCQ8TFxsD7cUVAZsLBwsLDxML",
                "DwsPDyMLDwsLCw8LDwsLDwsPDx8PCxsPDwsfDw8LHw8PGw8LGw8PCx8PDwsfDwsfDwsPDwsfDx8P",
                "Dw8LHw8PCx8PDxsPCwMrCwsPTwsLCwsTCxMTCxMLCwsLLwsTAQULDwMRFxMHHxMHEwcC1gUFDx8F",
                "EQUTEQMFAwMrnQUVHTk7BRcVU1kVe38DBxkbHQkfCQUZEQEABRsFHQUfHSUDBSEdKQMFIwUlHS8x",
                "BScVMzcdDTUtBQeaAh9fFQ89BSktBQe1H3EVP0UdQUMFKy0HBy4CI2kVR00dSUsFLS0HB4IEH0kV",
                "TxMdEVEtAQeHHy0dVVcFLy0BB/sVxxVbYR1dXwUxLQEHrgIfTRVjaR1lZwUzLQEHrgIdtx1rbQU1",
                "LQEH+gIrNx1xcwU3FXUVHXd5BTktBQeuAid9HQ19LQUHugIXexUPgRWDiR2FhwU7LQcH2gIjiRWL",
                "kR2NjwU9LQcHXgUfWxWTEx0RlS0BB4cxUR2ZFQU/AwENAQMDoR8NIQEAAAAAAAAAAAAAAAAAAAAd",
                "QQsDHUMFAQMFnZ0jCwMFsbUNA6OzHUUNA6O3HUcdMx1JHUsfEREBAAAAAAAAAB1NAwWhoQEJAQIC",
                "KQUREQkpAxEJBREFBwUFBQUpAwkPEykDBRMdBHsFAVEDFwEHBGkDAQUFUAMDBwRVAwsTBQ8jCycA",
                "A0ctCwUDBQMDB0ZvBwMFAwEDR5cLCQMFBQcDCQQDBQUJBgMBBQEAogpPHRsPFRUDIUMVJUVFEwsz",
                "DQsbHTkpBQcTJSk5LydNS1sVKREfDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBjdXN0b21fY2FsbF92",
                "MQBmdW5jX3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90",
                "ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29y",
                "ZS9vcC5weQAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AF9lbGVtZW50d2lz",
                "ZV9iYXRjaABmdW5jdGlvbi48bG9jYWxzPi5ib3RoAGpheC51c2VzX3NoYXBlX3BvbHltb3JwaGlz",
                "bQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxpY2FzAGppdF9ib3RoAGR5AHgAbWhs",
                "by5iYWNrZW5kX2NvbmZpZwBqaXQoYm90aCkvdm1hcCgpL21pc2hfc2hhcmQARGVjbGFyZWQuYmlu",
                "ZABfbWlzaF90cmFjZWQAbWlzaABlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4AbWFpbgA8",
                "bW9kdWxlPgBqaXQoYm90aCkvdm1hcCgpL2Jyb2FkY2FzdF9pbl9kaW0AX2VsZW1lbnR3aXNlX2Jh",
                "dGNoLjxsb2NhbHM+LmZyb250AF9taXNoX2dyYWRfdHJhY2VkAG1pc2hfZ3JhZABqaXQoYm90aCkv",
                "dm1hcCgpL21pc2hfZ3JhZF9zaGFyZABqYXgucmVzdWx0X2luZm8AAHJlc3VsdFswXQByZXN1bHRb",
                "MV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFkAAg9CwVDAQurra+5uxGlp72bqZ+b",
                "nwO/EaWnwZupw5ufAAAAAQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABYAAAAMAAAAAQA",
                "AAD0/f//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAHP7//wgAAAAAAAABEwAA",
                "AGpheF9taXNoX2FzY2VuZF9md2QAQP7//wgAAAAAAAABEgAAAGpheF9taXNoX2JpYXNfZ3JhZAAA",
                "ZP7//wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndkAAAAiP7//wgAAAAAAAABDQAAAGpheF9t",
                "aXNoX2dyYWQAAACo/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAAAAwA",
                "AAAEAAAAuP7//7z+//8CAAAADAAAAAQAAADM/v//0P7//wIAAAAwAAAABAAAAF7///8AAAAOBAAA",
                "AAIAAAAQAAAABAAAAAEAAAA0AAAAAQAAADQAAACG////AAAADgQAAAACAAAAEAAAAAQAAAABAAAA",
                "NAAAAAEAAAA0AAAAVP///wgAAAAAAAACAgAAAAwAAAAEAAAASP///0z///8CAAAAOAAAAAQAAADa",
                "////AAAADgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAoADAAAAAgABwAKAAAAAAAADgQA",
                "AAABAAAABAAAAAEAAAA0AAAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQACgAA",
                "AAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAgAAABAAAAAEAAAA/P///wQABAAEAAAA",
                "BAAAAGJvdGgAAAAA",
            ),
        },
        {
            "form": "sharded",
            "dtype": "bfloat16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fe00000000000p+126 -0x1.fe00000000000p+126 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.fe00000000000p+126 -0x0.0p+0 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.ba00000000000p-1 "
                        "-0x1.3c00000000000p-2 0x1.3c00000000000p+1",
                        "-0x1.2a00000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.6200000000000p-25 0x1.ac00000000000p-3",
                    ),
                ),
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.3400000000000p-1 -0x1.3400000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cc00000000000p-2",
                        "0x1.cc00000000000p-1 0x1.0c00000000000p+1 "
                        "0x1.2e00000000000p-9 0x1.0a00000000000p-3",
                        "-0x1.b800000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAC4",
                "BQAApAYAAKQGAACcBQAAoAYAAOAGAAAAAAIAHAcAAFwHAAB4BwAAxAcAACAIAAAAAAIAAgAAAAAA",
                "AQBmBQAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABJwcBBQkRAQUPEwMHFxsfBQcjJysD+csXAZEH",
                "CwsPDw8PCw8PDwsTIwsPCw8LDwsLCwsLDwsPCxsPDwsfDw8LHw8LHwsLDwsbCw8PCx8PDwsfDw8b",
                "Cw8PDwsfDw8LHw8PGwsDDxcTEw8XDw8FLQsLDy8TCwsLCxMLExsLGwsLCwsLCxMBCxMTDwcLBQ0T",
                "EwcfEwcCtgUfBRcFGRU3PR1TAR1VVx11dwULHS0BHS8BHVlbBRsDA4/DAwcdHyEjJScFHREJAAUf",
                "EQUJBSERBQUFIwkPBSUFJwUpHTUHBSsdOTsFLS0DB/sVxxU/RR1BQwUvLQMHrgIfTRVHTR1JSwUx",
                "LQMHrgIdtx1PUQUzLQMH+gIrNwU1BTcVFV8FOS1dB7UfcQU7FWFnHWNlBT0tBQfaAiOJFWlvHWtt",
                "BT8tBQdeBR9bFXEHHRdzLQMHhzFRBUEVFXkVe4EdfX8FQy0FBy4CI2kVg4kdhYcFRS0FB4IEH0kV",
                "iwcdF40tAweHHy0FRw0rA5kBDwWRkQUDlwEDKQkLA5sBAQkpAQEDMQMBHUkDA6UfExEAAAAAAAAA",
                "AA0DoZEdSwsDHU0FAQMFp6cjEQMFt7sNBam5oZEdTw0Fqb2hkR1RHTEdUw0BHVUdVwMFpaUbA0EH",
                "GwMhBwECAgcBCSkDQQ8pAyEPBREFCwsFCwspAwUVEwRGAgUDUQEbAQcEHgIDAQkFQAEDDVABBQcE",
                "8wMRGwUXERcTAAEGEwMBAwMBBhEDAQMBB1YzBwUBAQUHBQcEgwMRHwUHCQcJAAEGCwMNAwEBJg0D",
                "DQMDCQMBC0cNGQkDDQMHAQYNAwMDCQtHCxkLAw0FBQcBBgsDAwMNCQQJBQsPAQYBAwsDCwEGAQML",
                "AwkPBAEFDw0GAwEFAQAuClkdGw8VFQMhGykLGxcVJUsdIRUTCzMNKQUFBxMlKTkvTVsVER8PJwsP",
                "NwsJEWJ1aWx0aW4Ac2R5AHZobG8AdW5yZWFsaXplZF9jb252ZXJzaW9uX2Nhc3QAbW9kdWxlAG1l",
                "c2gAbWFudWFsX2NvbXB1dGF0aW9uAHJldHVybgBjdXN0b21fY2FsbF92MQBmdW5jX3YxAHJldHVy",
                "bl92MQAvd29yay93dC9iaWFzb3AvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQAvd29yay93",
                "dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGZ1bmN0aW9uLjxsb2NhbHM+LmJvdGgAamF4",
                "LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVw",
                "bGljYXMAaml0X2JvdGgAZHkAeABhAGppdChib3RoKS9zaGFyZF9tYXAAZW50cnkAbWFpbi48bG9j",
                "YWxzPi48bGlzdGNvbXA+AG1haW4APG1vZHVsZT4Ac2hhcmRfbWFwAG1pc2hfZ3JhZF9zaGFyZABE",
                "ZWNsYXJlZC5iaW5kAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcC5weQBfbWlzaF9n",
                "cmFkX3RyYWNlZABtaXNoX2dyYWQAbWlzaF9zaGFyZABfbWlzaF90cmFjZWQAbWlzaABtaGxvLmJh",
                "Y2tlbmRfY29uZmlnAHNkeS5zaGFyZGluZwBqYXgucmVzdWx0X2luZm8AAHJlc3VsdFswXQByZXN1",
                "bHRbMV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFkAAhHDQVTAQWVDwuxs7W/wQeT",
                "nZMRq63Fn6+jn6MRq63Hn6/Jn6MAAAEAAAAEAAAAAwAAAGNwdQAGAAAAzAAAAKgAAACAAAAAWAAA",
                "ADAAAAAEAAAAtP3//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAANz9//8IAAAA",
                "AAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAAD+//8IAAAAAAAAARIAAABqYXhfbWlzaF9iaWFz",
                "X2dyYWQAACT+//8IAAAAAAAAAREAAABqYXhfbWlzaF9iaWFzX2Z3ZAAAAEj+//8IAAAAAAAAAQ0A",
                "AABqYXhfbWlzaF9ncmFkAAAAaP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAA",
                "AAIAAAAkAAAABAAAAJz+//8IAAAAAAAAAQsAAAAIAxoBAkoBAlIBAAC4/v//CAAAAAAAAAELAAAA",
                "CAMaAQJKAQJSAQAAAgAAACQAAAAEAAAA4P7//wgAAAAAAAABCwAAAAgDGgECSgECUgEAAPz+//8I",
                "AAAAAAAAAQsAAAAIAxoBAkoBAlIBAAACAAAAJAAAAAQAAAB+////AAAADgQAAAABAAAABAAAAAIA",
                "AAAxNgAAmv///wAAAA4EAAAAAQAAAAQAAAACAAAAMTYAAFz///8IAAAAAAAAAgIAAAAMAAAABAAA",
                "AFD///9U////AgAAADAAAAAEAAAA4v///wAAAA4EAAAAAQAAAAQAAAACAAAAMTYAAAAACgAMAAAA",
                "CAAHAAoAAAAAAAAOBAAAAAEAAAAEAAAAAgAAADE2AADM////CAAAAAAAAAICAAAALAAAABAAAAAA",
                "AAoADAALAAAABAAKAAAACAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAICAAAAEAAAAAQA",
                "AAD8////BAAEAAQAAAAEAAAAYm90aAAAAAA=",
            ),
        },
        {
            "form": "bias",
            "dtype": "bfloat16",
            "targets": ("jax_mish_bias_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fe00000000000p+126 -0x1.fe00000000000p+126 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
                (
                    "bfloat16",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x1.8000000000000p-2 -0x1.0a00000000000p-3 inf -0x0.0p+0",
                        "nan 0x1.fe00000000000p+126 -0x0.0p+0 -0x1.3600000000000p-2",
                        "0x1.8000000000000p-2 0x1.3800000000000p-1 "
                        "-0x1.3a00000000000p-2 0x1.6800000000000p+0",
                        "-0x1.aa00000000000p-4 0x1.d800000000000p+3 "
                        "-0x1.8e00000000000p-25 -0x1.1200000000000p-2",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAABM",
                "BAAAOAUAADgFAAAwBAAANAUAADwFAAAAAAEASAUAAHQFAACIBQAA3AUAADgGAAAAAAIAAgAAAAAA",
                "AQD6AwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwO3kRMBbQsHDwsjCw8L",
                "CwsPCw8LEwsPCw8PCxsLDw8LHw8PCx8PDwsbDw8LGw8PCxsPDwsfDw8LHw8LHwMlCwtPEwsPEwsL",
                "CwsLCwsLEy8PAQULDwMPFwcTBxsTEwJaBAUNHxEDBQUPAwcLDQ8FEQUFEREBAAUTBRUFFx0XAwUZ",
                "HRsDBRsDAx9tBR0dIyUFHxUnLx0pKwUhLS0HtR9xBSMVMTcdMzUFJS0HB44CI2kVOT8dOz0FJy0H",
                "B1YEJ2cVQUcdQ0UFKS0BB7UfZxVJTx1LTQUrLQEHw0tjFVFXHVNVBS0tAQf7FccVWV8dW10FLy0B",
                "B64CH00VYWcdY2UFMS0BB64CHbcdaWsFMy0BB/oCKzcNAQMBHw8hAQAAAAAAAAAAAAAAAAAAAAMF",
                "bW0jDQMDeQ0De30dNR03HTEdOQsDHTsdPQUBAwVxjR8REQAAAAAAAAAAAwNxAQkBAgIpBRERBwUp",
                "AxEHExEFBQkDBSkDCQspAwULBFcFAVEDCQEHBEUDAQUDUAMDBwQxAwcLBQsVExkABUchHQUDBQUB",
                "AwcEAwMFBgMBBQEAVgg/JQMPFSETCzMNQT0LJUsdPSkFBRklKTlNWxUfEQ8LEWJ1aWx0aW4Admhs",
                "bwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MQByZXR1cm5fdjEAL3dvcmsvd3QvYmlhc29w",
                "L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19j",
                "b3JlL2FwaS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9u",
                "cwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQB4AGIAbWhsby5iYWNrZW5kX2NvbmZpZwBq",
                "aXQoPGxhbWJkYT4pL21pc2hfYmlhc19zaGFyZABEZWNsYXJlZC5iaW5kAC93b3JrL3d0L2JpYXNv",
                "cC9qYXhfbWlzaC9fY29yZS9vcC5weQBfbWlzaF9iaWFzX3RyYWNlZABtaXNoAGJpYXNfZnVuY3Rp",
                "b24uPGxvY2Fscz4ubWlzaF9iAGJpYXNfZnVuY3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4AZW50cnkA",
                "bWFpbi48bG9jYWxzPi48bGlzdGNvbXA+AG1haW4APG1vZHVsZT4AamF4LnJlc3VsdF9pbmZvAHJl",
                "c3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2JpYXNfZndkAAgnBwUnAQtzdXd/gRGDhYdviYtvjwAA",
                "AQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABYAAAAMAAAAAQAAAAw/v//CAAAAAAAAAEU",
                "AAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAWP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2Vu",
                "ZF9md2QAfP7//wgAAAAAAAABEgAAAGpheF9taXNoX2JpYXNfZ3JhZAAAoP7//wgAAAAAAAABEQAA",
                "AGpheF9taXNoX2JpYXNfZndkAAAAxP7//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAADk/v//",
                "CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAADw/v//AgAAAAwAAAAE",
                "AAAAAP///wT///8BAAAABAAAAJr///8AAAAOBAAAAAIAAAAQAAAABAAAAAEAAAA0AAAAAQAAADQA",
                "AABc////CAAAAAAAAAIBAAAABAAAAEz///8CAAAALAAAAAQAAADm////AAAADgQAAAABAAAABAAA",
                "AAEAAAA0AAoADAAAAAgABwAKAAAAAAAADgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAA",
                "zP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAAL",
                "AAQACAAAAAgAAAAAAAACAgAAABAAAAAEAAAA/P///wQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "bias_grad",
            "dtype": "bfloat16",
            "targets": ("jax_mish_bias_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fe00000000000p+126 -0x1.fe00000000000p+126 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
                (
                    "bfloat16",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x1.c600000000000p-1 -0x1.c200000000000p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6c00000000000p-5",
                        "0x1.5400000000000p+0 0x1.f800000000000p+0 "
                        "-0x1.b600000000000p-4 0x1.1600000000000p-3",
                        "-0x1.2a00000000000p-4 -0x1.0000000000000p+0 "
                        "-0x1.7a00000000000p-22 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (4,),
                    ("nan 0x1.5e00000000000p-2 0x1.9200000000000p-2 0x1.7800000000000p-4",),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEQAAAB0",
                "BgAAYAcAAGAHAABYBgAAXAcAAGwHAAAAAAEAgAcAAMwHAADoBwAAaAgAAMwIAAAAAAIAAwAAAAAA",
                "AQACAAAAHwYAAE1M71INU3RhYmxlSExPX3YxLjEzLjAAASEFAQURAQMLAw8PExcbHyMnAwIC0R0B",
                "oQsHCw8PDw8PDw8LIwsPCwsLDwsPCw8LDwsPGwsbDwsbDwsfDw8LHw8LHw8LDwsPDxsTCw8LDwsb",
                "Cw8PCx8LDw8PCx8PDwsfDw8LGw8PGw8PAzELTwsvFwsTEwsTCwsLHw8LCwsLCxcPFxMBBQsPAxkX",
                "EwcPBwcjFxMHExMCWgYFFR8FFxEDBRUzCxUNOx03OR09Px1DRR1tbwUZAwcZGx0HHwcFGxEBAAUd",
                "BR8FIR0lAwUjHSkDBSUdLQMFJx0xCQUpHQU1LQEHyWebBSstAQfJO7kVD0EFLS0BB/sVxxURRwUv",
                "LQEHrgIfTRVJTx1LTQUxLQEHrgIdtx1RUwUzLQEH+gIrNx1XCQU1HVtdBTcVXwsdBWEtAQfJd5kD",
                "A2WhBTkdaWsFOxUTcwU9LXEHtR9xBT8VdX0dd3kFQS17B/oEHXsFQxUTfxWBhx2DhQVFLRUHjgIj",
                "aRWJjx2LjQVHLRUHVgQnZxWRlx2TlQVJLQEHtR9nFZmdHQWbLQEHyYGZFQ2fFQ8RDQEfGSEBAAAA",
                "AAAAAAAAAAAAAAAAHUsfGxEAAAAAAAAAAAMHoaGhIxEDBa+zDQOlsR1NDQOltR1PHTEdUR8LCQAA",
                "gD8fFQELAx1THVUDAQUBAwejo6cDA80VAwEBAQMFo6cBCQECAikFEREJKQMRCQUpAQ0JExEHBQUH",
                "BQUHKQUREQ0pAwEXHSkDCQ8pAwUPBJsFAVEDFwEHBIkDAQUDUAMDBwR1AxMbBwsjCycPKwAFQgMF",
                "AwsHRi8HAxMDBwkGVQMFAwkLBlkDBQUBCw1HZ2MJBQUHBw0DBQ8EAwUPEQYDAQUBAKoNVycDDxUV",
                "IT0LJU0fSx1pKUdpEwszDUFhBQUHGSUpOU1lWxUfGRcpGREPCxFidWlsdGluAHZobG8AbW9kdWxl",
                "AGZ1bmNfdjEAY29uc3RhbnRfdjEAYnJvYWRjYXN0X2luX2RpbV92MQBjb252ZXJ0X3YxAG11bHRp",
                "cGx5X3YxAGN1c3RvbV9jYWxsX3YxAHJldHVybl92MQAvd29yay93dC9iaWFzb3AvdGVzdHMvZXhw",
                "b3J0X2dvbGRlbi93cml0ZS5weQBiaWFzX2Z1bmN0aW9uLjxsb2NhbHM+LjxsYW1iZGE+Ljxsb2Nh",
                "bHM+LjxsYW1iZGE+AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9hcGkucHkAamF4LnVz",
                "ZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGlj",
                "YXMAaml0X19sYW1iZGEAZHkAeABiAGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9icm9h",
                "ZGNhc3RfaW5fZGltAGJpYXNfZnVuY3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4AZW50cnkAbWFpbi48",
                "bG9jYWxzPi48bGlzdGNvbXA+AG1haW4APG1vZHVsZT4Aaml0KDxsYW1iZGE+KS90cmFuc3Bvc2Uo",
                "anZwKCkpL2NvbnZlcnRfZWxlbWVudF90eXBlAGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgp",
                "KS9tdWwAbWhsby5iYWNrZW5kX2NvbmZpZwBqaXQoPGxhbWJkYT4pL3RyYW5zcG9zZShqdnAoKSkv",
                "bWlzaF9iaWFzX2dyYWRfc2hhcmQARGVjbGFyZWQuYmluZAAvd29yay93dC9iaWFzb3AvamF4X21p",
                "c2gvX2NvcmUvb3AucHkAX21pc2hfYmlhc19qdnAAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19j",
                "b3JlL29wcy5weQBfbWlzaF9iaWFzX3RyYWNlZABtaXNoAGJpYXNfZnVuY3Rpb24uPGxvY2Fscz4u",
                "bWlzaF9iAGpheC5yZXN1bHRfaW5mbwByZXN1bHRbMF0AcmVzdWx0WzFdAHB1YmxpYwAAamF4X21p",
                "c2hfYmlhc19ncmFkAAgvCwVDAQupq623uQO7A70Rv8HDxcfJy88AAQAAAAQAAAADAAAAY3B1AAYA",
                "AADMAAAAqAAAAIAAAABYAAAAMAAAAAQAAADM/f//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5k",
                "X2dyYWQAAAAA9P3//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAGP7//wgAAAAAAAAB",
                "EgAAAGpheF9taXNoX2JpYXNfZ3JhZAAAPP7//wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndk",
                "AAAAYP7//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAACA/v//CAAAAAAAAAEMAAAAamF4X21p",
                "c2hfZndkAAAAAAAAAAAAAAAAAgAAAAwAAAAEAAAAiP7//4z+//8DAAAAFAAAAAwAAAAEAAAAoP7/",
                "/6T+//+o/v//AgAAACQAAAAEAAAASv///wAAAA4EAAAAAQAAAAQAAAABAAAANAAAAGb///8AAAAO",
                "BAAAAAIAAAAQAAAABAAAAAEAAAA0AAAAAQAAADQAAAAo////CAAAAAAAAAICAAAADAAAAAQAAAAU",
                "////GP///wMAAABYAAAAJAAAAAQAAAC+////AAAADgQAAAABAAAABAAAAAEAAAA0AAAA2v///wAA",
                "AA4EAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAKAAwAAAAIAAcACgAAAAAAAA4EAAAAAgAA",
                "ABAAAAAEAAAAAQAAADQAAAABAAAANAAAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsA",
                "AAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgMAAAAYAAAADAAAAAQAAAD4",
                "/////P///wQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "bias_vmap",
            "dtype": "bfloat16",
            "targets": ("jax_mish_bias_fwd", "jax_mish_bias_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (2, 2, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (2, 2, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fe00000000000p+126 -0x1.fe00000000000p+126 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
                (
                    "bfloat16",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (2, 2, 4),
                    (
                        "0x1.8000000000000p-2 -0x1.0a00000000000p-3 inf -0x0.0p+0",
                        "nan 0x1.fe00000000000p+126 -0x0.0p+0 -0x1.3600000000000p-2",
                        "0x1.8000000000000p-2 0x1.3800000000000p-1 "
                        "-0x1.3a00000000000p-2 0x1.6800000000000p+0",
                        "-0x1.aa00000000000p-4 0x1.d800000000000p+3 "
                        "-0x1.8e00000000000p-25 -0x1.1200000000000p-2",
                    ),
                ),
                (
                    "bfloat16",
                    (2, 2, 4),
                    (
                        "0x1.c600000000000p-1 -0x1.c200000000000p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6c00000000000p-5",
                        "0x1.5400000000000p+0 0x1.f800000000000p+0 "
                        "-0x1.b600000000000p-4 0x1.1600000000000p-3",
                        "-0x1.2a00000000000p-4 -0x1.0000000000000p+0 "
                        "-0x1.7a00000000000p-22 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (4,),
                    ("nan 0x1.5e00000000000p-2 0x1.9200000000000p-2 0x1.7800000000000p-4",),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEQAAABM",
                "BQAAOAYAADgGAAAwBQAANAYAAEwGAAAAAAEAYAYAAPAGAAAUBwAArAcAABAIAAAAAAIAAwAAAAAA",
                "AQACAAAA9gQAAE1M71INU3RhYmxlSExPX3YxLjEzLjAAARkFAQUJAQMLAwcPExcD1a8TAXsHDwsL",
                "DxMLDwsjCw8LCwsPCw8LDwsLDwsPCxsLDw8fDw8LHw8PDwsfDw8LHw8PCxsPDwsbDwsbDwsPDw8f",
                "AzULbwsLCwsLEy8XCxcTCxMLEwsLCwsPCxcPFwEFCw8DDxsTBwcnExMCTgUfHTM1BQ0FDxEDBQMD",
                "K3sFERUDPwUTAwcVFxkJGwkFFREBAAUXBRkFGx0hAQUdHSUBBR8dKQEFIQUjHS8xBSUVAzkFJy03",
                "B7UfcQUpFTsPHQ09LQUH9gQRTxVBRx1DRQUrLQUHFgQfhxUDSRVLUR1NTwUtLREHjgIjaRVTWR1V",
                "VwUvLREHVgQnZxVbYR1dXwUxLQcHtR9nFWNpHWVnBTMtBwfTK48da20FNS0HB/sVxx1xcwU3FQN1",
                "FXcPHQ15LQUH+gQdew0BHw8xAgAAAAAAAAABAAAAAAAAAAAAAAAAAAAAHTkDAQsDHTsFAQMFfYsf",
                "EREAAAAAAAAAAAMHe3t7Iw0DB5OXmw0Df5UdPQ0Df5kdPw0Df50dQR1DHUUdRwMDfR1JAwd9fYsD",
                "A60VAwEBAQEJAQICKQcJCREJKQMRCQUTEQcFBQcHBQUHKQMNCykDBQsEdwUBUQETAQcEZQMBBQVQ",
                "AQMHBFEDDQ8HCx8LIw8nAANHLQsFAwUFAwUDR28LBwUFBwcBAwUHBAEHBwkLBgMBBQEAsgpLJyUP",
                "CxUVFQMhcw0/PQslI0sdUykFBQcZJSk5TR9bTRURHw8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAY3Vz",
                "dG9tX2NhbGxfdjEAZnVuY192MQByZXR1cm5fdjEAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19j",
                "b3JlL29wcy5weQAvd29yay93dC9iaWFzb3AvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQBf",
                "bWlzaF9iaWFzX2p2cAAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGpheC51",
                "c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxp",
                "Y2FzAGppdF9iYXRjaGVkAGR5AHgAYgBtaGxvLmJhY2tlbmRfY29uZmlnAGppdChiYXRjaGVkKS9q",
                "dnAodm1hcCgpKS9taXNoX2JpYXNfc2hhcmQARGVjbGFyZWQuYmluZAAvd29yay93dC9iaWFzb3Av",
                "amF4X21pc2gvX2NvcmUvb3AucHkAX21pc2hfYmlhc19iYXRjaABfbWlzaF9iaWFzX3RyYWNlZABt",
                "aXNoAGJpYXNfZnVuY3Rpb24uPGxvY2Fscz4ubWlzaF9iAGJpYXNfZnVuY3Rpb24uPGxvY2Fscz4u",
                "YmF0Y2hlZABlbnRyeQBqaXQoYmF0Y2hlZCkvdHJhbnNwb3NlKGp2cCh2bWFwKCkpKS9taXNoX2Jp",
                "YXNfZ3JhZF9zaGFyZABqYXgucmVzdWx0X2luZm8AAHJlc3VsdFswXQByZXN1bHRbMV0AcmVzdWx0",
                "WzJdAG1haW4AcHVibGljAGpheF9taXNoX2JpYXNfZndkAGpheF9taXNoX2JpYXNfZ3JhZAAIOQkF",
                "OwELjY+Rn6ERg4WjgYeJgaURg4WngYepq4kAAAEAAAAEAAAAAwAAAGNwdQAGAAAAzAAAAKgAAACA",
                "AAAAWAAAADAAAAAEAAAAYP3//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAAIj9",
                "//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAKz9//8IAAAAAAAAARIAAABqYXhfbWlz",
                "aF9iaWFzX2dyYWQAAND9//8IAAAAAAAAAREAAABqYXhfbWlzaF9iaWFzX2Z3ZAAAAPT9//8IAAAA",
                "AAAAAQ0AAABqYXhfbWlzaF9ncmFkAAAAFP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAA",
                "AAAAAAAAAAMAAAAUAAAADAAAAAQAAAAg/v//JP7//yj+//8DAAAAFAAAAAwAAAAEAAAAPP7//0D+",
                "//9E/v//AwAAAFwAAAAkAAAABAAAAPb+//8AAAAOBAAAAAEAAAAEAAAAAQAAADQAAAAS////AAAA",
                "DgQAAAADAAAAHAAAABAAAAAEAAAAAQAAADQAAAABAAAAMgAAAAEAAAAyAAAARv///wAAAA4EAAAA",
                "AwAAABwAAAAQAAAABAAAAAEAAAA0AAAAAQAAADIAAAABAAAAMgAAAAj///8IAAAAAAAAAgMAAAAU",
                "AAAADAAAAAQAAAD4/v///P7//wD///8DAAAAZAAAACQAAAAEAAAAsv///wAAAA4EAAAAAQAAAAQA",
                "AAABAAAANAAAAM7///8AAAAOBAAAAAMAAAAcAAAAEAAAAAQAAAABAAAANAAAAAEAAAAyAAAAAQAA",
                "ADIACgAMAAAACAAHAAoAAAAAAAAOBAAAAAMAAAAcAAAAEAAAAAQAAAABAAAANAAAAAEAAAAyAAAA",
                "AQAAADIAAADM////CAAAAAAAAAICAAAALAAAABAAAAAAAAoADAALAAAABAAKAAAACAAAAAAAAAQA",
                "AAAACAAMAAsABAAIAAAACAAAAAAAAAIDAAAAGAAAAAwAAAAEAAAA+P////z///8EAAQABAAAAAcA",
                "AABiYXRjaGVkAA==",
            ),
        },
        {
            "form": "bias_sharded",
            "dtype": "bfloat16",
            "targets": ("jax_mish_bias_fwd", "jax_mish_bias_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fe00000000000p+126 -0x1.fe00000000000p+126 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
                (
                    "bfloat16",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x1.8000000000000p-2 -0x1.0a00000000000p-3 inf -0x0.0p+0",
                        "nan 0x1.fe00000000000p+126 -0x0.0p+0 -0x1.3600000000000p-2",
                        "0x1.8000000000000p-2 0x1.3800000000000p-1 "
                        "-0x1.3a00000000000p-2 0x1.6800000000000p+0",
                        "-0x1.aa00000000000p-4 0x1.d800000000000p+3 "
                        "-0x1.8e00000000000p-25 -0x1.1200000000000p-2",
                    ),
                ),
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x1.c600000000000p-1 -0x1.c200000000000p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6c00000000000p-5",
                        "0x1.5400000000000p+0 0x1.f800000000000p+0 "
                        "-0x1.b600000000000p-4 0x1.1600000000000p-3",
                        "-0x1.2a00000000000p-4 -0x1.0000000000000p+0 "
                        "-0x1.7a00000000000p-22 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (4,),
                    ("nan 0x1.6000000000000p-2 0x1.9200000000000p-2 0x1.7600000000000p-4",),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEQAAABE",
                "CAAAMAkAADAJAAAoCAAALAkAAIAJAAAAAAIA0AkAAEgKAABsCgAA7AoAAFALAAAAAAIAAwAAAAAA",
                "AQACAAAA8AcAAE1M71INU3RhYmxlSExPX3YxLjEzLjAAASsHAQUJFQEFDxMDBxcbHwULIycrLzMD",
                "sgIyAiMBrwcLDw8PDwsPCwsPDw8PDw8PCwsPCw8PDxMPCxMjCw8LDwsPCwsLCwsPCwsbDwsfDwsf",
                "DwsfCwsPCxsLDw8fDw8fDwsfDwsbDwsbDw8LDw8PHwsLDwsfFwMTGxcTFxMPFw8PBUELTwsLEwsL",
                "CxMvFxMLFxsLGwsbCwsLCwsPCxcPFw9PCwEZFwsfFxMfExMPCxMLAQ0TFxcHDwsFFxcTBxcPBwcn",
                "ExMXAuYIHwUbHWsBHZmbHW1vHXFzBR0dpTMFCwkRHUkBHUsBHU0BFR1ZHVVXHVtdHWFjBR8FIRUL",
                "fQUjHYWHHYuNHZGTAwOj7RWnrQUlHSYCAQMHOz0/QUNFBScRCwAFKREJCQUrEQkFBS0FLwUxBTMF",
                "NR1TGwU3BTktAwf7FccVH18FOy0DB64CH00VIWUFPS0DB64CHbcdZ2kFPy0DB/oCKzcFQQVDFQt3",
                "BUUtdQe1H3EFRxV5Jx0jey0lB/oEHXsVf4MdKYEtDQeOAiNpFSuJBUktDQdWBCdnFS2PBUstAwe1",
                "H2cVL5UFTS0DB7sjTRUdlxUfIQVPFQudFZ8nHSOhLSUH9gQRTwVRBVMdqasFVS01B3ICFzUVAgIO",
                "Ag0TBbuzAQ0TA7MBCwEBAQ8Hr6+xBQO5AQM1CQsDvQEBCTUBAQNPHVcfHSEBAAAAAAAAAAAAAAAA",
                "AAAAHVkDAQ0Dwa8LAx1bBQEDBcPTHx8RAAAAAAAAAAADB8nJ1w0DwbEjGwMH3eHlDQXF38GvHV0N",
                "BcXjwa8dXw0FxefBsR1hHT0dYw0BHWUDA8MdZwMHw8PTAwP5FQMBAQETGQUfISEAAAAAAAAAAAEA",
                "AAAAAAAABQMdBgIKAgVpLTUHRgJNfxUSAhoCHSkWAi0NB4oCH5UVKx4CFS0iAhUvGwVrHS4CMwVt",
                "GwMRBxsFEREHGwUJEQcHAQICAQkpBRERESkDEREFKQUJEREpARETHREHDQ0PBw0NDykDCRcpAwUX",
                "KQUFCRkEegMFA1EBOQEHBFIDAwEJBUABAw9QAQUHBBYDAxkjBxsVGxcfGQABBhkDAQMFAQYXAwMD",
                "AwEGFQMDAwEHVlEHBwMDAQcLCQcHBPUDGysHCwULBQMFAAEGCQMTAwEBJgcDDwMFCQMBASYHAxMD",
                "AwkDAQ1HBzEJAxMFCwkBBgcDBQMNDUcJMQsFEw8HBwsJAQYJAwUDERFWDw0DDwMTBwQvAwcLBSs3",
                "KzcAEwYqAgMVBQEDCwQPAwUBBg8DAQMXCQQFBw8VGQEGAQMPAxEBBgEDDQMPAQYBAw0DDQsEAQcX",
                "FRMGAwEFAQAWD28rHycnJQ8VFRUDIRsdQSktRz0LSx1NFRMLMw03BQUFByElKTlRJU0fTVsPHREf",
                "FQ8nCw83CwkRYnVpbHRpbgBzZHkAdmhsbwB1bnJlYWxpemVkX2NvbnZlcnNpb25fY2FzdABtb2R1",
                "bGUAbWVzaABtYW51YWxfY29tcHV0YXRpb24AcmV0dXJuAHJldHVybl92MQBjdXN0b21fY2FsbF92",
                "MQBmdW5jX3YxAGFsbF9yZWR1Y2VfdjIAYWRkX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBv",
                "cnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9hcGkucHkA",
                "X21pc2hfYmlhc19qdnAAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19jb3JlL29wcy5weQBfbWlz",
                "aF9iaWFzX3RyYWNlZAAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXZhbHMucHkAamF4",
                "LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVw",
                "bGljYXMAaml0X2Z3ZF9hbmRfdmpwAGR5AHgAYgBhAGppdChmd2RfYW5kX3ZqcCkvc2hhcmRfbWFw",
                "AGVudHJ5AG1haW4uPGxvY2Fscz4uPGxpc3Rjb21wPgBtYWluADxtb2R1bGU+AHNoYXJkX21hcAB0",
                "cmFuc3Bvc2UoanZwKCkpL21pc2hfYmlhc19ncmFkX3NoYXJkAERlY2xhcmVkLmJpbmQAL3dvcmsv",
                "d3QvYmlhc29wL2pheF9taXNoL19jb3JlL29wLnB5AG1pc2gAYmlhc19mdW5jdGlvbi48bG9jYWxz",
                "Pi5taXNoX2IAYmlhc19mdW5jdGlvbi48bG9jYWxzPi5md2RfYW5kX3ZqcABqdnAoKS9taXNoX2Jp",
                "YXNfc2hhcmQAbWhsby5iYWNrZW5kX2NvbmZpZwB0cmFuc3Bvc2UoanZwKCkpL3BzdW1faW52YXJp",
                "YW50AF9jYXN0X3ZhcnlpbmcAc2R5LnNoYXJkaW5nAGpheC5yZXN1bHRfaW5mbwAAcmVzdWx0WzBd",
                "AHJlc3VsdFsxXQByZXN1bHRbMl0AcHVibGljAGpheF9taXNoX2JpYXNfZndkAGpheF9taXNoX2Jp",
                "YXNfZ3JhZABtYXRjaF92YXJ5aW5nX2F4ZXMAcHN1bV9pbnZhcmlhbnQAdHJhbnNwb3NlKGp2cCgp",
                "KS9hZGQACE8PBY8BBbcRC9XZ2+nrB7W/tRHLze/Hz9HH8RHLzfPHz/X30Qf7/f8BAAAABAAAAAMA",
                "AABjcHUABgAAAMwAAACoAAAAgAAAAFgAAAAwAAAABAAAABj9//8IAAAAAAAAARQAAABqYXhfbWlz",
                "aF9hc2NlbmRfZ3JhZAAAAABA/f//CAAAAAAAAAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZABk/f//",
                "CAAAAAAAAAESAAAAamF4X21pc2hfYmlhc19ncmFkAACI/f//CAAAAAAAAAERAAAAamF4X21pc2hf",
                "Ymlhc19md2QAAACs/f//CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAAAMz9//8IAAAAAAAAAQwA",
                "AABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAADAAAAOAAAABgAAAAEAAAABP7//wgAAAAAAAABAAAA",
                "ABT+//8IAAAAAAAAAQwAAAAIAxoCAgFKAQJSAQAw/v//CAAAAAAAAAEMAAAACAMaAgIBSgECUgEA",
                "AwAAADgAAAAYAAAABAAAAFz+//8IAAAAAAAAAQAAAABs/v//CAAAAAAAAAEMAAAACAMaAgIBSgEC",
                "UgEAiP7//wgAAAAAAAABDAAAAAgDGgICAUoBAlIBAAMAAABQAAAAJAAAAAQAAAAa////AAAADgQA",
                "AAABAAAABAAAAAEAAAA0AAAANv///wAAAA4EAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAA",
                "AF7///8AAAAOBAAAAAIAAAAQAAAABAAAAAEAAAA0AAAAAQAAADQAAAAg////CAAAAAAAAAIDAAAA",
                "FAAAAAwAAAAEAAAAEP///xT///8Y////AwAAAFgAAAAkAAAABAAAAL7///8AAAAOBAAAAAEAAAAE",
                "AAAAAQAAADQAAADa////AAAADgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAoADAAAAAgA",
                "BwAKAAAAAAAADgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAzP///wgAAAAAAAACAgAA",
                "ACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAAC",
                "AwAAABgAAAAMAAAABAAAAPj////8////BAAEAAQAAAALAAAAZndkX2FuZF92anAA",
            ),
        },
        {
            "form": "mish",
            "dtype": "float32",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffe0000000p+126 -0x1.fffffe0000000p+126 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.fffffe0000000p+126 -0x0.0p+0 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.baee2c0000000p-1 "
                        "-0x1.3c41720000000p-2 0x1.3c56960000000p+1",
                        "-0x1.2955f40000000p-4 0x1.e000000000000p+3 "
                        "-0x1.621a800000000p-25 0x1.a9fca00000000p-3",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAADU",
                "AwAAwAQAAMAEAAC4AwAAvAQAAMQEAAAAAAEAyAQAAOgEAAD8BAAAKAUAAHwFAAAAAAIAAQAAAAAA",
                "AACCAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwOjgQ8BYQsHDwsjCw8L",
                "CwsPCxMLDwsPDwsbCw8PCx8PDwsfDw8LGw8PCxsPDwsfDw8LHw8LHwMhCwsPDwsPEwsLCwsLCwsL",
                "LwEFCw8DCxMXBxMHAoYDBQ0fEQMFBQ8DBwsNDwURBQUREQEABRMFFQUXHRcDBRkDAxthBRsdHyEF",
                "HRUjKx0lJwUfLSkHtR9xBSEVLTMdLzEFIy0HBy4CI2kVNTsdNzkFJS0HB4IEH0kVPUMdP0EFJy0B",
                "B41FUxVFSx1HSQUpLQEH+xXHFU1THU9RBSstAQeuAh9NFVVbHVdZBS0tAQeuAh23HV1fBS8tAQf6",
                "Ais3DQEDAQMDfwMDYSMHAwNtDQNvcR0xHTMdLR01CwMdNx05BQEfCxEAAAAAAAAAAAEJAQICKQNB",
                "CREDBQMFCSkDBQ0TBFEFAVEDCQEHBD8DAQUDUAMDBwQrAwULAwsVAAVHHRkFAwUDAQcEAwMDBgMB",
                "BQEAfgc7GwMPFSETCzMNNwsbSx0zKQUZJSk5TVsVHxEPCxFidWlsdGluAHZobG8AbW9kdWxlAGZ1",
                "bmNfdjEAY3VzdG9tX2NhbGxfdjEAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBv",
                "cnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9hcGkucHkA",
                "amF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1f",
                "cmVwbGljYXMAaml0X19sYW1iZGEAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikv",
                "bWlzaF9zaGFyZABEZWNsYXJlZC5iaW5kAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9v",
                "cC5weQBfbWlzaF90cmFjZWQAbWlzaABmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBt",
                "YWluLjxsb2NhbHM+LjxsaXN0Y29tcD4AbWFpbgA8bW9kdWxlPgBqYXgucmVzdWx0X2luZm8AcmVz",
                "dWx0WzBdAHB1YmxpYwAAamF4X21pc2hfZndkAAgnBwUnAQtnaWtzdRF3eXtjfWVjZQAAAQAAAAQA",
                "AAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABYAAAAMAAAAAQAAABs/v//CAAAAAAAAAEUAAAAamF4",
                "X21pc2hfYXNjZW5kX2dyYWQAAAAAlP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QA",
                "uP7//wgAAAAAAAABEgAAAGpheF9taXNoX2JpYXNfZ3JhZAAA3P7//wgAAAAAAAABEQAAAGpheF9t",
                "aXNoX2JpYXNfZndkAAAAAP///wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAA",
                "AAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAA",
                "AAQAAADC////AAAACgQAAAABAAAABAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////",
                "AQAAABAAAAAAAAoADAAAAAgABwAKAAAAAAAACgQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAA",
                "AAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgA",
                "AAAAAAACAQAAAAgAAAAEAAQABAAAAAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "grad",
            "dtype": "float32",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffe0000000p+126 -0x1.fffffe0000000p+126 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.3333340000000p-1 0x1.3333340000000p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3333340000000p-1",
                        "0x1.3333340000000p-1 0x1.0c8da40000000p+0 "
                        "0x1.1800000000000p-17 0x1.0a87760000000p+0",
                        "-0x1.b882980000000p-5 0x1.0000000000000p+0 "
                        "-0x1.5065f80000000p-25 0x1.90cebe0000000p-1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAAU",
                "BQAAAAYAAAAGAAD4BAAA/AUAAAQGAAAAAAEACAYAACgGAAA8BgAAaAYAALwGAAAAAAIAAQAAAAAA",
                "AADDBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABHQUBBQ0BAwsDCw8TFxsfA8+nFQF9CwcPCw8L",
                "IwsPCwsLDwsPCw8PGw8LGw8PCxsPDwsfDw8LHw8LHxMLDwsPDwsbCw8PCxsLDw8LHw8PCx8PDxsD",
                "Ky8LDwsPEwsLCwsfDwsLCwsLEw8TDwEFCw8DERMHDxcTBxMHArYEBREfEQMFBRMVJy0FFQMHDxET",
                "BRUFBRcRAQAFGQUbBR0dGwMFHx0fIQUhFSMJHQclLQEHkWuLHSkrBSMtAQeRRZMVLzUdMTMFJS0B",
                "B/sVxxU3PR05OwUnLQEHrgIfTRU/RR1BQwUpLQEHrgIdtx1HSQUrLQEH+gIrNwMDTX8FLR1RUwUv",
                "FVVdHVdZBTEtWwezF3cFMxVfZx1hYwU1LWUHtR9xBTcVaW8da20FOS0LBy4CI2kVcXcdc3UFOy0L",
                "B4IEH0kVeQkdB3stAQeRe4kfEREAAAAAAAAAAA0BAwN/IwsDA4cNA4mLHT0dPx0pHUEfCQkAAIA/",
                "Hw0BCwMdQx1FAwEFAQMFfX0DA6MVAQEBAwN9AQkBAgIpA0EHCSkBBxEDBQMFKQMBDx0pAwUTEwRv",
                "BQFRAw0BBwRdAwEFA1ADAwcESQMJEwMLGQAFQgMFAwkHRh0HAwUDAwlHT0sJAwUFBQELBAMDBwYD",
                "AQUBAKYKRx0DDxUhCxtLHU0VXykTCzMNN2EFGSUpOU1bWxUfKRkRDwsRYnVpbHRpbgB2aGxvAG1v",
                "ZHVsZQBmdW5jX3YxAGNvbnN0YW50X3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAY3VzdG9tX2NhbGxf",
                "djEAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5",
                "AGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1iZGE+Ljxsb2NhbHM+LjxsYW1iZGE+AC93b3JrL3d0L2Jp",
                "YXNvcC9qYXhfbWlzaC9fY29yZS9hcGkucHkAamF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1o",
                "bG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEAeABqaXQoPGxh",
                "bWJkYT4pL3RyYW5zcG9zZShqdnAoKSkvYnJvYWRjYXN0X2luX2RpbQBmdW5jdGlvbi48bG9jYWxz",
                "Pi48bGFtYmRhPgBlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4AbWFpbgA8bW9kdWxlPgBt",
                "aGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9taXNoX2dy",
                "YWRfc2hhcmQAX21pc2hfanZwAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcHMucHkA",
                "RGVjbGFyZWQuYmluZAAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvb3AucHkAX21pc2hf",
                "dHJhY2VkAG1pc2gAamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2dy",
                "YWQACC8LBS8BC4GDhY2PA5EDkxGVl5mbnZ+hpQABAAAABAAAAAMAAABjcHUABgAAAMwAAACoAAAA",
                "gAAAAFgAAAAwAAAABAAAAGz+//8IAAAAAAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3JhZAAAAACU",
                "/v//CAAAAAAAAAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZAC4/v//CAAAAAAAAAESAAAAamF4X21p",
                "c2hfYmlhc19ncmFkAADc/v//CAAAAAAAAAERAAAAamF4X21pc2hfYmlhc19md2QAAAAA////CAAA",
                "AAAAAAENAAAAamF4X21pc2hfZ3JhZAAAACD///8IAAAAAAAAAQwAAABqYXhfbWlzaF9md2QAAAAA",
                "AAAAAAAAAAABAAAABAAAADT///8BAAAABAAAAED///8BAAAABAAAAML///8AAAAKBAAAAAEAAAAE",
                "AAAAAgAAADE2AACE////CAAAAAAAAAIBAAAABAAAAHz///8BAAAAEAAAAAAACgAMAAAACAAHAAoA",
                "AAAAAAAKBAAAAAEAAAAEAAAAAgAAADE2AADM////CAAAAAAAAAICAAAALAAAABAAAAAAAAoADAAL",
                "AAAABAAKAAAACAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAIBAAAACAAAAAQABAAEAAAA",
                "CAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "float32",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffe0000000p+126 -0x1.fffffe0000000p+126 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.3333340000000p-1 -0x1.3333340000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cccccc0000000p-2",
                        "0x1.cccccc0000000p-1 0x1.0c8da40000000p+1 "
                        "-0x1.a400000000000p-16 0x1.0a87760000000p-3",
                        "-0x1.b882980000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5065f80000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAD4",
                "AwAA5AQAAOQEAADcAwAA4AQAAOgEAAAAAAEA9AQAABQFAAAoBQAAdAUAANAFAAAAAAIAAgAAAAAA",
                "AQCnAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwOphw8BZQcLDwsjCw8L",
                "CwsPCw8LEwsPCw8PCxsLDw8LHw8PCx8PDwsbDw8LGw8PCx8PDwsfDwsfAyMLLwsTCw8TCwsLCwsL",
                "CwsTDwEFCw8DCxMbBxMHArIDHwUNEQMFBQ8DBwsNDwURBQUREQEABRMFFQUXHRcBBRkdGwEFGwMD",
                "H2UFHR0jJQUfFScvHSkrBSEtLQe1H3EFIxUxNx0zNQUlLQcH2gIjiRU5Px07PQUnLQcHXgUfWxVB",
                "Rx1DRQUpLQMHlU1tFUlPHUtNBSstAwf7FccVUVcdU1UFLS0DB64CH00VWV8dW10FLy0DB64CHbcd",
                "YWMFMS0DB/oCKzcNAR8LEQAAAAAAAAAAAwEDBWVlIwcDA3ENA3N1HTMdNR0vHTcLAx05HTsFAQMF",
                "Z2cDA2cBCQECAikDQQkRBQUFAwUJKQMFDRMEVwUBUQEJAQcERQMBBQNQAQMHBDEDBwsFCxULGQAF",
                "RyEdBQMFBQEDBwQBAwUGAwEFAQDOBz0dAw8VIRMLMw03FSVLHT0pBQcZJSk5TVsVHxEPCxFidWls",
                "dGluAHZobG8AbW9kdWxlAGZ1bmNfdjEAY3VzdG9tX2NhbGxfdjEAcmV0dXJuX3YxAC93b3JrL3d0",
                "L2JpYXNvcC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhf",
                "bWlzaC9fY29yZS9hcGkucHkAamF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3Bh",
                "cnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEAZHkAeABtaGxvLmJhY2tlbmRf",
                "Y29uZmlnAGppdCg8bGFtYmRhPikvbWlzaF9ncmFkX3NoYXJkAERlY2xhcmVkLmJpbmQAL3dvcmsv",
                "d3QvYmlhc29wL2pheF9taXNoL19jb3JlL29wLnB5AF9taXNoX2dyYWRfdHJhY2VkAG1pc2hfZ3Jh",
                "ZABmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29t",
                "cD4AbWFpbgA8bW9kdWxlPgBqYXgucmVzdWx0X2luZm8AcmVzdWx0WzBdAHB1YmxpYwAAamF4X21p",
                "c2hfZ3JhZAAIJwcFJwELa21vd3kRe31/aYGDaYUAAQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAA",
                "AIAAAABYAAAAMAAAAAQAAABE/v//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAA",
                "bP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAkP7//wgAAAAAAAABEgAAAGpheF9t",
                "aXNoX2JpYXNfZ3JhZAAAtP7//wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndkAAAA2P7//wgA",
                "AAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAD4/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAA",
                "AAAAAAAAAAAAAQAAAAQAAAAE////AgAAAAwAAAAEAAAAFP///xj///8BAAAABAAAAKL///8AAAAK",
                "BAAAAAEAAAAEAAAAAgAAADE2AABk////CAAAAAAAAAIBAAAABAAAAFT///8CAAAAMAAAAAQAAADi",
                "////AAAACgQAAAABAAAABAAAAAIAAAAxNgAAAAAKAAwAAAAIAAcACgAAAAAAAAoEAAAAAQAAAAQA",
                "AAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAAAAAA",
                "BAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8EAAQABAAAAAgAAAA8bGFt",
                "YmRhPgAAAAA=",
            ),
        },
        {
            "form": "vmap",
            "dtype": "float32",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "float32",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffe0000000p+126 -0x1.fffffe0000000p+126 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.fffffe0000000p+126 -0x0.0p+0 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.baee2c0000000p-1 "
                        "-0x1.3c41720000000p-2 0x1.3c56960000000p+1",
                        "-0x1.2955f40000000p-4 0x1.e000000000000p+3 "
                        "-0x1.621a800000000p-25 0x1.a9fca00000000p-3",
                    ),
                ),
                (
                    "float32",
                    (4, 4),
                    (
                        "0x1.3333340000000p-1 -0x1.3333340000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.cccccc0000000p+0",
                        "0x1.3333340000000p-1 -0x1.0c8da40000000p+1 "
                        "0x1.1800000000000p-18 0x1.8fcb320000000p+1",
                        "-0x1.b882980000000p-5 -0x1.0000000000000p+1 "
                        "-0x1.5065f80000000p-26 0x1.2c9b0e0000000p+1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAB4",
                "BQAAZAYAAGQGAABcBQAAYAYAAHAGAAAAAAEAfAYAANQGAADwBgAARAcAAKAHAAAAAAIAAgAAAAAA",
                "AQAlBQAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGwUBBQsBAwsDCQ8TFxsD7cUVAZsLBwsLDxML",
                "DwsPDyMLDwsLCw8LDwsLDwsPDx8PCxsPDwsfDw8LHw8PGw8LGw8PCx8PDwsfDwsfDwsPDwsfDx8P",
                "Dw8LHw8PCx8PDxsPCwMrCwsPTwsLCwsTCxMTCxMLCwsLLwsTAQULDwMRFxMHHxMHEwcC1gUFDx8F",
                "EQUTEQMFAwMrnQUVHTk7BRcVU1kVe38DBxkbHQkfCQUZEQEABRsFHQUfHSUDBSEdKQMFIwUlHS8x",
                "BScVMzcdDTUtBQeaAh9fFQ89BSktBQe1H3EVP0UdQUMFKy0HBy4CI2kVR00dSUsFLS0HB4IEH0kV",
                "TxMdEVEtAQeHHy0dVVcFLy0BB/sVxxVbYR1dXwUxLQEHrgIfTRVjaR1lZwUzLQEHrgIdtx1rbQU1",
                "LQEH+gIrNx1xcwU3FXUVHXd5BTktBQeuAid9HQ19LQUHugIXexUPgRWDiR2FhwU7LQcH2gIjiRWL",
                "kR2NjwU9LQcHXgUfWxWTEx0RlS0BB4cxUR2ZFQU/AwENAQMDoR8NIQEAAAAAAAAAAAAAAAAAAAAd",
                "QQsDHUMFAQMFnZ0jCwMFsbUNA6OzHUUNA6O3HUcdMx1JHUsfEREBAAAAAAAAAB1NAwWhoQEJAQIC",
                "KQUREQkpAxEJCREFBwUFBQUpAwkPEykDBRMdBHsFAVEDFwEHBGkDAQUFUAMDBwRVAwsTBQ8jCycA",
                "A0ctCwUDBQMDB0ZvBwMFAwEDR5cLCQMFBQcDCQQDBQUJBgMBBQEAogpPHRsPFRUDIUMVJUVFEwsz",
                "DQsbHTkpBQcTJSk5LydNS1sVKREfDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBjdXN0b21fY2FsbF92",
                "MQBmdW5jX3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90",
                "ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29y",
                "ZS9vcC5weQAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AF9lbGVtZW50d2lz",
                "ZV9iYXRjaABmdW5jdGlvbi48bG9jYWxzPi5ib3RoAGpheC51c2VzX3NoYXBlX3BvbHltb3JwaGlz",
                "bQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxpY2FzAGppdF9ib3RoAGR5AHgAbWhs",
                "by5iYWNrZW5kX2NvbmZpZwBqaXQoYm90aCkvdm1hcCgpL21pc2hfc2hhcmQARGVjbGFyZWQuYmlu",
                "ZABfbWlzaF90cmFjZWQAbWlzaABlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4AbWFpbgA8",
                "bW9kdWxlPgBqaXQoYm90aCkvdm1hcCgpL2Jyb2FkY2FzdF9pbl9kaW0AX2VsZW1lbnR3aXNlX2Jh",
                "dGNoLjxsb2NhbHM+LmZyb250AF9taXNoX2dyYWRfdHJhY2VkAG1pc2hfZ3JhZABqaXQoYm90aCkv",
                "dm1hcCgpL21pc2hfZ3JhZF9zaGFyZABqYXgucmVzdWx0X2luZm8AAHJlc3VsdFswXQByZXN1bHRb",
                "MV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFkAAg9CwVDAQurra+5uxGlp72bqZ+b",
                "nwO/EaWnwZupw5ufAAAAAQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABYAAAAMAAAAAQA",
                "AAD0/f//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAHP7//wgAAAAAAAABEwAA",
                "AGpheF9taXNoX2FzY2VuZF9md2QAQP7//wgAAAAAAAABEgAAAGpheF9taXNoX2JpYXNfZ3JhZAAA",
                "ZP7//wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndkAAAAiP7//wgAAAAAAAABDQAAAGpheF9t",
                "aXNoX2dyYWQAAACo/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAAAAwA",
                "AAAEAAAAuP7//7z+//8CAAAADAAAAAQAAADM/v//0P7//wIAAAAwAAAABAAAAF7///8AAAAKBAAA",
                "AAIAAAAQAAAABAAAAAEAAAA0AAAAAQAAADQAAACG////AAAACgQAAAACAAAAEAAAAAQAAAABAAAA",
                "NAAAAAEAAAA0AAAAVP///wgAAAAAAAACAgAAAAwAAAAEAAAASP///0z///8CAAAAOAAAAAQAAADa",
                "////AAAACgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAoADAAAAAgABwAKAAAAAAAACgQA",
                "AAABAAAABAAAAAEAAAA0AAAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQACgAA",
                "AAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAgAAABAAAAAEAAAA/P///wQABAAEAAAA",
                "BAAAAGJvdGgAAAAA",
            ),
        },
        {
            "form": "sharded",
            "dtype": "float32",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffe0000000p+126 -0x1.fffffe0000000p+126 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.fffffe0000000p+126 -0x0.0p+0 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.baee2c0000000p-1 "
                        "-0x1.3c41720000000p-2 0x1.3c56960000000p+1",
                        "-0x1.2955f40000000p-4 0x1.e000000000000p+3 "
                        "-0x1.621a800000000p-25 0x1.a9fca00000000p-3",
                    ),
                ),
                (
                    "float32",
                    (16,),
                    (
                        "0x1.3333340000000p-1 -0x1.3333340000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cccccc0000000p-2",
                        "0x1.cccccc0000000p-1 0x1.0c8da40000000p+1 "
                        "-0x1.a400000000000p-16 0x1.0a87760000000p-3",
                        "-0x1.b882980000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5065f80000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAC4",
                "BQAApAYAAKQGAACcBQAAoAYAAOAGAAAAAAIAHAcAAFwHAAB4BwAAxAcAACAIAAAAAAIAAgAAAAAA",
                "AQBmBQAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABJwcBBQkRAQUPEwMHFxsfBQcjJysD+csXAZEH",
                "CwsPDw8PCw8PDwsTIwsPCw8LDwsLCwsLDwsPCxsPDwsfDw8LHw8LHwsLDwsbCw8PCx8PDwsfDw8b",
                "Cw8PDwsfDw8LHw8PGwsDDxcTEw8XDw8FLQsLDy8TCwsLCxMLExsLGwsLCwsLCxMBCxMTDwcLBQ0T",
                "EwcfEwcCtgUfBRcFGRU3PR1TAR1VVx11dwULHS0BHS8BHVlbBRsDA4/DAwcdHyEjJScFHREJAAUf",
                "EQUJBSERBQUFIwkPBSUFJwUpHTUHBSsdOTsFLS0DB/sVxxU/RR1BQwUvLQMHrgIfTRVHTR1JSwUx",
                "LQMHrgIdtx1PUQUzLQMH+gIrNwU1BTcVFV8FOS1dB7UfcQU7FWFnHWNlBT0tBQfaAiOJFWlvHWtt",
                "BT8tBQdeBR9bFXEHHRdzLQMHhzFRBUEVFXkVe4EdfX8FQy0FBy4CI2kVg4kdhYcFRS0FB4IEH0kV",
                "iwcdF40tAweHHy0FRw0rA5kBDwWRkQUDlwEDKQkLA5sBAQkpAQEDMQMBHUkDA6UfExEAAAAAAAAA",
                "AA0DoZEdSwsDHU0FAQMFp6cjEQMFt7sNBam5oZEdTw0Fqb2hkR1RHTEdUw0BHVUdVwMFpaUbA0EH",
                "GwMhBwECAgsBCSkDQQ8pAyEPCREFCwsFCwspAwUVEwRGAgUDUQEbAQcEHgIDAQkFQAEDDVABBQcE",
                "8wMRGwUXERcTAAEGEwMBAwMBBhEDAQMBB1YzBwUBAQUHBQcEgwMRHwUHCQcJAAEGCwMNAwEBJg0D",
                "DQMDCQMBC0cNGQkDDQMHAQYNAwMDCQtHCxkLAw0FBQcBBgsDAwMNCQQJBQsPAQYBAwsDCwEGAQML",
                "AwkPBAEFDw0GAwEFAQAuClkdGw8VFQMhGykLGxcVJUsdIRUTCzMNKQUFBxMlKTkvTVsVER8PJwsP",
                "NwsJEWJ1aWx0aW4Ac2R5AHZobG8AdW5yZWFsaXplZF9jb252ZXJzaW9uX2Nhc3QAbW9kdWxlAG1l",
                "c2gAbWFudWFsX2NvbXB1dGF0aW9uAHJldHVybgBjdXN0b21fY2FsbF92MQBmdW5jX3YxAHJldHVy",
                "bl92MQAvd29yay93dC9iaWFzb3AvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQAvd29yay93",
                "dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGZ1bmN0aW9uLjxsb2NhbHM+LmJvdGgAamF4",
                "LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVw",
                "bGljYXMAaml0X2JvdGgAZHkAeABhAGppdChib3RoKS9zaGFyZF9tYXAAZW50cnkAbWFpbi48bG9j",
                "YWxzPi48bGlzdGNvbXA+AG1haW4APG1vZHVsZT4Ac2hhcmRfbWFwAG1pc2hfZ3JhZF9zaGFyZABE",
                "ZWNsYXJlZC5iaW5kAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcC5weQBfbWlzaF9n",
                "cmFkX3RyYWNlZABtaXNoX2dyYWQAbWlzaF9zaGFyZABfbWlzaF90cmFjZWQAbWlzaABtaGxvLmJh",
                "Y2tlbmRfY29uZmlnAHNkeS5zaGFyZGluZwBqYXgucmVzdWx0X2luZm8AAHJlc3VsdFswXQByZXN1",
                "bHRbMV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFkAAhHDQVTAQWVDwuxs7W/wQeT",
                "nZMRq63Fn6+jn6MRq63Hn6/Jn6MAAAEAAAAEAAAAAwAAAGNwdQAGAAAAzAAAAKgAAACAAAAAWAAA",
                "ADAAAAAEAAAAtP3//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAANz9//8IAAAA",
                "AAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAAD+//8IAAAAAAAAARIAAABqYXhfbWlzaF9iaWFz",
                "X2dyYWQAACT+//8IAAAAAAAAAREAAABqYXhfbWlzaF9iaWFzX2Z3ZAAAAEj+//8IAAAAAAAAAQ0A",
                "AABqYXhfbWlzaF9ncmFkAAAAaP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAA",
                "AAIAAAAkAAAABAAAAJz+//8IAAAAAAAAAQsAAAAIAxoBAkoBAlIBAAC4/v//CAAAAAAAAAELAAAA",
                "CAMaAQJKAQJSAQAAAgAAACQAAAAEAAAA4P7//wgAAAAAAAABCwAAAAgDGgECSgECUgEAAPz+//8I",
                "AAAAAAAAAQsAAAAIAxoBAkoBAlIBAAACAAAAJAAAAAQAAAB+////AAAACgQAAAABAAAABAAAAAIA",
                "AAAxNgAAmv///wAAAAoEAAAAAQAAAAQAAAACAAAAMTYAAFz///8IAAAAAAAAAgIAAAAMAAAABAAA",
                "AFD///9U////AgAAADAAAAAEAAAA4v///wAAAAoEAAAAAQAAAAQAAAACAAAAMTYAAAAACgAMAAAA",
                "CAAHAAoAAAAAAAAKBAAAAAEAAAAEAAAAAgAAADE2AADM////CAAAAAAAAAICAAAALAAAABAAAAAA",
                "AAoADAALAAAABAAKAAAACAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAICAAAAEAAAAAQA",
                "AAD8////BAAEAAQAAAAEAAAAYm90aAAAAAA=",
            ),
        },
        {
            "form": "bias",
            "dtype": "float32",
            "targets": ("jax_mish_bias_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffe0000000p+126 -0x1.fffffe0000000p+126 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
                (
                    "float32",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (4, 4),
                    (
                        "0x1.8040480000000p-2 -0x1.0a17260000000p-3 inf -0x0.0p+0",
                        "nan 0x1.fffffe0000000p+126 -0x0.0p+0 -0x1.36aee00000000p-2",
                        "0x1.8040480000000p-2 0x1.3854520000000p-1 "
                        "-0x1.39fadc0000000p-2 0x1.6743cc0000000p+0",
                        "-0x1.aa604e0000000p-4 0x1.d800000000000p+3 "
                        "-0x1.8ebe780000000p-25 -0x1.124c940000000p-2",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAABM",
                "BAAAOAUAADgFAAAwBAAANAUAADwFAAAAAAEASAUAAHQFAACIBQAA3AUAADgGAAAAAAIAAgAAAAAA",
                "AQD6AwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwO3kRMBbQsHDwsjCw8L",
                "CwsPCw8LEwsPCw8PCxsLDw8LHw8PCx8PDwsbDw8LGw8PCxsPDwsfDw8LHw8LHwMlCwtPEwsPEwsL",
                "CwsLCwsLEy8PAQULDwMPFwcTBxsTEwJaBAUNHxEDBQUPAwcLDQ8FEQUFEREBAAUTBRUFFx0XAwUZ",
                "HRsDBRsDAx9tBR0dIyUFHxUnLx0pKwUhLS0HtR9xBSMVMTcdMzUFJS0HB44CI2kVOT8dOz0FJy0H",
                "B1YEJ2cVQUcdQ0UFKS0BB7UfZxVJTx1LTQUrLQEHw0tjFVFXHVNVBS0tAQf7FccVWV8dW10FLy0B",
                "B64CH00VYWcdY2UFMS0BB64CHbcdaWsFMy0BB/oCKzcNAQMBHw8hAQAAAAAAAAAAAAAAAAAAAAMF",
                "bW0jDQMDeQ0De30dNR03HTEdOQsDHTsdPQUBAwVxjR8REQAAAAAAAAAAAwNxAQkBAgIpBRERBwkp",
                "AxEHExEFBQkDBSkDCQspAwULBFcFAVEDCQEHBEUDAQUDUAMDBwQxAwcLBQsVExkABUchHQUDBQUB",
                "AwcEAwMFBgMBBQEAVgg/JQMPFSETCzMNQT0LJUsdPSkFBRklKTlNWxUfEQ8LEWJ1aWx0aW4Admhs",
                "bwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MQByZXR1cm5fdjEAL3dvcmsvd3QvYmlhc29w",
                "L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19j",
                "b3JlL2FwaS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9u",
                "cwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQB4AGIAbWhsby5iYWNrZW5kX2NvbmZpZwBq",
                "aXQoPGxhbWJkYT4pL21pc2hfYmlhc19zaGFyZABEZWNsYXJlZC5iaW5kAC93b3JrL3d0L2JpYXNv",
                "cC9qYXhfbWlzaC9fY29yZS9vcC5weQBfbWlzaF9iaWFzX3RyYWNlZABtaXNoAGJpYXNfZnVuY3Rp",
                "b24uPGxvY2Fscz4ubWlzaF9iAGJpYXNfZnVuY3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4AZW50cnkA",
                "bWFpbi48bG9jYWxzPi48bGlzdGNvbXA+AG1haW4APG1vZHVsZT4AamF4LnJlc3VsdF9pbmZvAHJl",
                "c3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2JpYXNfZndkAAgnBwUnAQtzdXd/gRGDhYdviYtvjwAA",
                "AQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABYAAAAMAAAAAQAAAAw/v//CAAAAAAAAAEU",
                "AAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAWP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2Vu",
                "ZF9md2QAfP7//wgAAAAAAAABEgAAAGpheF9taXNoX2JpYXNfZ3JhZAAAoP7//wgAAAAAAAABEQAA",
                "AGpheF9taXNoX2JpYXNfZndkAAAAxP7//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAADk/v//",
                "CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAADw/v//AgAAAAwAAAAE",
                "AAAAAP///wT///8BAAAABAAAAJr///8AAAAKBAAAAAIAAAAQAAAABAAAAAEAAAA0AAAAAQAAADQA",
                "AABc////CAAAAAAAAAIBAAAABAAAAEz///8CAAAALAAAAAQAAADm////AAAACgQAAAABAAAABAAA",
                "AAEAAAA0AAoADAAAAAgABwAKAAAAAAAACgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAA",
                "zP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAAL",
                "AAQACAAAAAgAAAAAAAACAgAAABAAAAAEAAAA/P///wQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "bias_grad",
            "dtype": "float32",
            "targets": ("jax_mish_bias_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (4, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffe0000000p+126 -0x1.fffffe0000000p+126 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
                (
                    "float32",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (4, 4),
                    (
                        "0x1.c5d96a0000000p-1 -0x1.c25f060000000p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6bd3ec0000000p-5",
                        "0x1.5463100000000p+0 0x1.f8b5520000000p+0 "
                        "-0x1.c267000000000p-4 0x1.16a7260000000p-3",
                        "-0x1.2a06d00000000p-4 -0x1.0000000000000p+0 "
                        "-0x1.7aae700000000p-22 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (4,),
                    ("nan 0x1.5e173c0000000p-2 0x1.8f66280000000p-2 0x1.7764560000000p-4",),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEQAAAAc",
                "BgAACAcAAAgHAAAABgAABAcAABQHAAAAAAEAKAcAAHQHAACQBwAAEAgAAHQIAAAAAAIAAwAAAAAA",
                "AQACAAAAxgUAAE1M71INU3RhYmxlSExPX3YxLjEzLjAAAR8FAQUPAQMLAw0PExcbHyMD+c0ZAZ0L",
                "BwsPDw8PDw8LIwsPCwsLDwsPCw8LDwsPDxsLGw8LGw8LHw8PCx8PCx8PCw8PGxMLDwsPCxsLDw8L",
                "HwsPDw8LHw8PCx8PDwsbDw8bDw8DMQtPCy8XCxMTCxMLCwsfDwsLCwsLFw8XEwEFCw8DFRcTBw8H",
                "IxMHExMCLgYFEx8FFREDBRULOx03OR09Px1DRR1pawUXAwcXGRsHHQcFGREBAAUbBR0FHx0jAwUh",
                "HScDBSMdKwMFJR0vMQUnFTMJHQU1LQEHyWebBSktAQfJO7kVDUEFKy0BB/sVxxUPRwUtLQEHrgIf",
                "TRVJTx1LTQUvLQEHrgIdtx1RUwUxLQEH+gIrNx1XWQUzFVsJHQVdLQEHyXeZAwNhnQU1HWVnBTcV",
                "EW8FOS1tB7UfcQU7FXF5HXN1BT0tdwf6BB17BT8VEXsVfYMdf4EFQS0TB44CI2kVhYsdh4kFQy0T",
                "B1YEJ2cVjZMdj5EFRS0BB7UfZxWVmR0Fly0BB8mBmRULmxUNDw0BHxUhAQAAAAAAAAAAAAAAAAAA",
                "AB1HHxcRAAAAAAAAAAADB52dnSMPAwWrrw0Doa0dSQ0DobEdSx0vHU0fCwkAAIA/HxEBCwMdTx1R",
                "AwEFAQMHn5+jAwPJFQMBAQEDBZ+jAQkBAgIpBRERCSkDEQkJKQEJExEHBQUHBQUHKQMBEx0pAwkN",
                "KQMFDQSNBQFRAxUBBwR7AwEFA1ADAwcEZwMRFwcLIQslDykABUIDBQMLB0YtBwMFAwcJBlUDBQUB",
                "CQtHY18JBQUHBwsDBQ0EAwUNDwYDAQUBAKYMUycDDxUVIT0LJU0fSx1pKUcTCzMNQWEFBQcZJSk5",
                "TWVbFR8ZKRkRDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBmdW5jX3YxAGNvbnN0YW50X3YxAGJyb2Fk",
                "Y2FzdF9pbl9kaW1fdjEAbXVsdGlwbHlfdjEAY3VzdG9tX2NhbGxfdjEAcmV0dXJuX3YxAC93b3Jr",
                "L3d0L2JpYXNvcC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AGJpYXNfZnVuY3Rpb24uPGxv",
                "Y2Fscz4uPGxhbWJkYT4uPGxvY2Fscz4uPGxhbWJkYT4AL3dvcmsvd3QvYmlhc29wL2pheF9taXNo",
                "L19jb3JlL2FwaS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0",
                "aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQBkeQB4AGIAaml0KDxsYW1iZGE+KS90",
                "cmFuc3Bvc2UoanZwKCkpL2Jyb2FkY2FzdF9pbl9kaW0AYmlhc19mdW5jdGlvbi48bG9jYWxzPi48",
                "bGFtYmRhPgBlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4AbWFpbgA8bW9kdWxlPgBqaXQo",
                "PGxhbWJkYT4pL3RyYW5zcG9zZShqdnAoKSkvbXVsAG1obG8uYmFja2VuZF9jb25maWcAaml0KDxs",
                "YW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL21pc2hfYmlhc19ncmFkX3NoYXJkAERlY2xhcmVkLmJp",
                "bmQAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19jb3JlL29wLnB5AF9taXNoX2JpYXNfanZwAC93",
                "b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcHMucHkAX21pc2hfYmlhc190cmFjZWQAbWlz",
                "aABiaWFzX2Z1bmN0aW9uLjxsb2NhbHM+Lm1pc2hfYgBqYXgucmVzdWx0X2luZm8AcmVzdWx0WzBd",
                "AHJlc3VsdFsxXQBwdWJsaWMAAGpheF9taXNoX2JpYXNfZ3JhZAAILwsFPwELpaeps7UDtwO5Ebu9",
                "v8HDxcfLAAABAAAABAAAAAMAAABjcHUABgAAAMwAAACoAAAAgAAAAFgAAAAwAAAABAAAAMz9//8I",
                "AAAAAAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3JhZAAAAAD0/f//CAAAAAAAAAETAAAAamF4X21p",
                "c2hfYXNjZW5kX2Z3ZAAY/v//CAAAAAAAAAESAAAAamF4X21pc2hfYmlhc19ncmFkAAA8/v//CAAA",
                "AAAAAAERAAAAamF4X21pc2hfYmlhc19md2QAAABg/v//CAAAAAAAAAENAAAAamF4X21pc2hfZ3Jh",
                "ZAAAAID+//8IAAAAAAAAAQwAAABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAACAAAADAAAAAQAAACI",
                "/v//jP7//wMAAAAUAAAADAAAAAQAAACg/v//pP7//6j+//8CAAAAJAAAAAQAAABK////AAAACgQA",
                "AAABAAAABAAAAAEAAAA0AAAAZv///wAAAAoEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAA",
                "ACj///8IAAAAAAAAAgIAAAAMAAAABAAAABT///8Y////AwAAAFgAAAAkAAAABAAAAL7///8AAAAK",
                "BAAAAAEAAAAEAAAAAQAAADQAAADa////AAAACgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0",
                "AAoADAAAAAgABwAKAAAAAAAACgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAzP///wgA",
                "AAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAA",
                "AAgAAAAAAAACAwAAABgAAAAMAAAABAAAAPj////8////BAAEAAQAAAAIAAAAPGxhbWJkYT4AAAAA",
            ),
        },
        {
            "form": "bias_vmap",
            "dtype": "float32",
            "targets": ("jax_mish_bias_fwd", "jax_mish_bias_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (2, 2, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (2, 2, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffe0000000p+126 -0x1.fffffe0000000p+126 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
                (
                    "float32",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (2, 2, 4),
                    (
                        "0x1.8040480000000p-2 -0x1.0a17260000000p-3 inf -0x0.0p+0",
                        "nan 0x1.fffffe0000000p+126 -0x0.0p+0 -0x1.36aee00000000p-2",
                        "0x1.8040480000000p-2 0x1.3854520000000p-1 "
                        "-0x1.39fadc0000000p-2 0x1.6743cc0000000p+0",
                        "-0x1.aa604e0000000p-4 0x1.d800000000000p+3 "
                        "-0x1.8ebe780000000p-25 -0x1.124c940000000p-2",
                    ),
                ),
                (
                    "float32",
                    (2, 2, 4),
                    (
                        "0x1.c5d96a0000000p-1 -0x1.c25f060000000p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6bd3ec0000000p-5",
                        "0x1.5463100000000p+0 0x1.f8b5520000000p+0 "
                        "-0x1.c267000000000p-4 0x1.16a7260000000p-3",
                        "-0x1.2a06d00000000p-4 -0x1.0000000000000p+0 "
                        "-0x1.7aae700000000p-22 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (4,),
                    ("nan 0x1.5e173c0000000p-2 0x1.8f66280000000p-2 0x1.7764560000000p-4",),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEQAAABM",
                "BQAAOAYAADgGAAAwBQAANAYAAEwGAAAAAAEAYAYAAPAGAAAUBwAArAcAABAIAAAAAAIAAwAAAAAA",
                "AQACAAAA9gQAAE1M71INU3RhYmxlSExPX3YxLjEzLjAAARkFAQUJAQMLAwcPExcD1a8TAXsHDwsL",
                "DxMLDwsjCw8LCwsPCw8LDwsLDwsPCxsLDw8fDw8LHw8PDwsfDw8LHw8PCxsPDwsbDwsbDwsPDw8f",
                "AzULbwsLCwsLEy8XCxcTCxMLEwsLCwsPCxcPFwEFCw8DDxsTBwcnExMCTgUfHTM1BQ0FDxEDBQMD",
                "K3sFERUDPwUTAwcVFxkJGwkFFREBAAUXBRkFGx0hAQUdHSUBBR8dKQEFIQUjHS8xBSUVAzkFJy03",
                "B7UfcQUpFTsPHQ09LQUH9gQRTxVBRx1DRQUrLQUHFgQfhxUDSRVLUR1NTwUtLREHjgIjaRVTWR1V",
                "VwUvLREHVgQnZxVbYR1dXwUxLQcHtR9nFWNpHWVnBTMtBwfTK48da20FNS0HB/sVxx1xcwU3FQN1",
                "FXcPHQ15LQUH+gQdew0BHw8xAgAAAAAAAAABAAAAAAAAAAAAAAAAAAAAHTkDAQsDHTsFAQMFfYsf",
                "EREAAAAAAAAAAAMHe3t7Iw0DB5OXmw0Df5UdPQ0Df5kdPw0Df50dQR1DHUUdRwMDfR1JAwd9fYsD",
                "A60VAwEBAQEJAQICKQcJCREJKQMRCQkTEQcFBQcHBQUHKQMNCykDBQsEdwUBUQETAQcEZQMBBQVQ",
                "AQMHBFEDDQ8HCx8LIw8nAANHLQsFAwUFAwUDR28LBwUFBwcBAwUHBAEHBwkLBgMBBQEAsgpLJyUP",
                "CxUVFQMhcw0/PQslI0sdUykFBQcZJSk5TR9bTRURHw8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAY3Vz",
                "dG9tX2NhbGxfdjEAZnVuY192MQByZXR1cm5fdjEAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19j",
                "b3JlL29wcy5weQAvd29yay93dC9iaWFzb3AvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQBf",
                "bWlzaF9iaWFzX2p2cAAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGpheC51",
                "c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxp",
                "Y2FzAGppdF9iYXRjaGVkAGR5AHgAYgBtaGxvLmJhY2tlbmRfY29uZmlnAGppdChiYXRjaGVkKS9q",
                "dnAodm1hcCgpKS9taXNoX2JpYXNfc2hhcmQARGVjbGFyZWQuYmluZAAvd29yay93dC9iaWFzb3Av",
                "amF4X21pc2gvX2NvcmUvb3AucHkAX21pc2hfYmlhc19iYXRjaABfbWlzaF9iaWFzX3RyYWNlZABt",
                "aXNoAGJpYXNfZnVuY3Rpb24uPGxvY2Fscz4ubWlzaF9iAGJpYXNfZnVuY3Rpb24uPGxvY2Fscz4u",
                "YmF0Y2hlZABlbnRyeQBqaXQoYmF0Y2hlZCkvdHJhbnNwb3NlKGp2cCh2bWFwKCkpKS9taXNoX2Jp",
                "YXNfZ3JhZF9zaGFyZABqYXgucmVzdWx0X2luZm8AAHJlc3VsdFswXQByZXN1bHRbMV0AcmVzdWx0",
                "WzJdAG1haW4AcHVibGljAGpheF9taXNoX2JpYXNfZndkAGpheF9taXNoX2JpYXNfZ3JhZAAIOQkF",
                "OwELjY+Rn6ERg4WjgYeJgaURg4WngYepq4kAAAEAAAAEAAAAAwAAAGNwdQAGAAAAzAAAAKgAAACA",
                "AAAAWAAAADAAAAAEAAAAYP3//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAAIj9",
                "//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAKz9//8IAAAAAAAAARIAAABqYXhfbWlz",
                "aF9iaWFzX2dyYWQAAND9//8IAAAAAAAAAREAAABqYXhfbWlzaF9iaWFzX2Z3ZAAAAPT9//8IAAAA",
                "AAAAAQ0AAABqYXhfbWlzaF9ncmFkAAAAFP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAA",
                "AAAAAAAAAAMAAAAUAAAADAAAAAQAAAAg/v//JP7//yj+//8DAAAAFAAAAAwAAAAEAAAAPP7//0D+",
                "//9E/v//AwAAAFwAAAAkAAAABAAAAPb+//8AAAAKBAAAAAEAAAAEAAAAAQAAADQAAAAS////AAAA",
                "CgQAAAADAAAAHAAAABAAAAAEAAAAAQAAADQAAAABAAAAMgAAAAEAAAAyAAAARv///wAAAAoEAAAA",
                "AwAAABwAAAAQAAAABAAAAAEAAAA0AAAAAQAAADIAAAABAAAAMgAAAAj///8IAAAAAAAAAgMAAAAU",
                "AAAADAAAAAQAAAD4/v///P7//wD///8DAAAAZAAAACQAAAAEAAAAsv///wAAAAoEAAAAAQAAAAQA",
                "AAABAAAANAAAAM7///8AAAAKBAAAAAMAAAAcAAAAEAAAAAQAAAABAAAANAAAAAEAAAAyAAAAAQAA",
                "ADIACgAMAAAACAAHAAoAAAAAAAAKBAAAAAMAAAAcAAAAEAAAAAQAAAABAAAANAAAAAEAAAAyAAAA",
                "AQAAADIAAADM////CAAAAAAAAAICAAAALAAAABAAAAAAAAoADAALAAAABAAKAAAACAAAAAAAAAQA",
                "AAAACAAMAAsABAAIAAAACAAAAAAAAAIDAAAAGAAAAAwAAAAEAAAA+P////z///8EAAQABAAAAAcA",
                "AABiYXRjaGVkAA==",
            ),
        },
        {
            "form": "bias_sharded",
            "dtype": "float32",
            "targets": ("jax_mish_bias_fwd", "jax_mish_bias_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float32",
                    (4, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffe0000000p+126 -0x1.fffffe0000000p+126 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
                (
                    "float32",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (4, 4),
                    (
                        "0x1.8040480000000p-2 -0x1.0a17260000000p-3 inf -0x0.0p+0",
                        "nan 0x1.fffffe0000000p+126 -0x0.0p+0 -0x1.36aee00000000p-2",
                        "0x1.8040480000000p-2 0x1.3854520000000p-1 "
                        "-0x1.39fadc0000000p-2 0x1.6743cc0000000p+0",
                        "-0x1.aa604e0000000p-4 0x1.d800000000000p+3 "
                        "-0x1.8ebe780000000p-25 -0x1.124c940000000p-2",
                    ),
                ),
                (
                    "float32",
                    (4, 4),
                    (
                        "0x1.c5d96a0000000p-1 -0x1.c25f060000000p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6bd3ec0000000p-5",
                        "0x1.5463100000000p+0 0x1.f8b5520000000p+0 "
                        "-0x1.c267000000000p-4 0x1.16a7260000000p-3",
                        "-0x1.2a06d00000000p-4 -0x1.0000000000000p+0 "
                        "-0x1.7aae700000000p-22 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (4,),
                    ("nan 0x1.5e173c0000000p-2 0x1.8f66280000000p-2 0x1.7764560000000p-4",),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEQAAABE",
                "CAAAMAkAADAJAAAoCAAALAkAAIAJAAAAAAIA0AkAAEgKAABsCgAA7AoAAFALAAAAAAIAAwAAAAAA",
                "AQACAAAA8AcAAE1M71INU3RhYmxlSExPX3YxLjEzLjAAASsHAQUJFQEFDxMDBxcbHwULIycrLzMD",
                "sgIyAiMBrwcLDw8PDwsPCwsPDw8PDw8PCwsPCw8PDxMPCxMjCw8LDwsPCwsLCwsPCwsbDwsfDwsf",
                "DwsfCwsPCxsLDw8fDw8fDwsfDwsbDwsbDw8LDw8PHwsLDwsfFwMTGxcTFxMPFw8PBUELTwsLEwsL",
                "CxMvFxMLFxsLGwsbCwsLCwsPCxcPFw9PCwEZFwsfFxMfExMPCxMLAQ0TFxcHDwsFFxcTBxcPBwcn",
                "ExMXAuYIHwUbHWsBHZmbHW1vHXFzBR0dpTMFCwkRHUkBHUsBHU0BFR1ZHVVXHVtdHWFjBR8FIRUL",
                "fQUjHYWHHYuNHZGTAwOj7RWnrQUlHSYCAQMHOz0/QUNFBScRCwAFKREJCQUrEQkFBS0FLwUxBTMF",
                "NR1TGwU3BTktAwf7FccVH18FOy0DB64CH00VIWUFPS0DB64CHbcdZ2kFPy0DB/oCKzcFQQVDFQt3",
                "BUUtdQe1H3EFRxV5Jx0jey0lB/oEHXsVf4MdKYEtDQeOAiNpFSuJBUktDQdWBCdnFS2PBUstAwe1",
                "H2cVL5UFTS0DB7sjTRUdlxUfIQVPFQudFZ8nHSOhLSUH9gQRTwVRBVMdqasFVS01B3ICFzUVAgIO",
                "Ag0TBbuzAQ0TA7MBCwEBAQ8Hr6+xBQO5AQM1CQsDvQEBCTUBAQNPHVcfHSEBAAAAAAAAAAAAAAAA",
                "AAAAHVkDAQ0Dwa8LAx1bBQEDBcPTHx8RAAAAAAAAAAADB8nJ1w0DwbEjGwMH3eHlDQXF38GvHV0N",
                "BcXjwa8dXw0FxefBsR1hHT0dYw0BHWUDA8MdZwMHw8PTAwP5FQMBAQETGQUfISEAAAAAAAAAAAEA",
                "AAAAAAAABQMdBgIKAgVpLTUHRgJNfxUSAhoCHSkWAi0NB4oCH5UVKx4CFS0iAhUvGwVrHS4CMwVt",
                "GwMRBxsFEREHGwUJEQcLAQICAQkpBRERESkDEREJKQUJEREpARETHREHDQ0PBw0NDykDCRcpAwUX",
                "KQUFCRkEegMFA1EBOQEHBFIDAwEJBUABAw9QAQUHBBYDAxkjBxsVGxcfGQABBhkDAQMFAQYXAwMD",
                "AwEGFQMDAwEHVlEHBwMDAQcLCQcHBPUDGysHCwULBQMFAAEGCQMTAwEBJgcDDwMFCQMBASYHAxMD",
                "AwkDAQ1HBzEJAxMFCwkBBgcDBQMNDUcJMQsFEw8HBwsJAQYJAwUDERFWDw0DDwMTBwQvAwcLBSs3",
                "KzcAEwYqAgMVBQEDCwQPAwUBBg8DAQMXCQQFBw8VGQEGAQMPAxEBBgEDDQMPAQYBAw0DDQsEAQcX",
                "FRMGAwEFAQAWD28rHycnJQ8VFRUDIRsdQSktRz0LSx1NFRMLMw03BQUFByElKTlRJU0fTVsPHREf",
                "FQ8nCw83CwkRYnVpbHRpbgBzZHkAdmhsbwB1bnJlYWxpemVkX2NvbnZlcnNpb25fY2FzdABtb2R1",
                "bGUAbWVzaABtYW51YWxfY29tcHV0YXRpb24AcmV0dXJuAHJldHVybl92MQBjdXN0b21fY2FsbF92",
                "MQBmdW5jX3YxAGFsbF9yZWR1Y2VfdjIAYWRkX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBv",
                "cnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9hcGkucHkA",
                "X21pc2hfYmlhc19qdnAAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19jb3JlL29wcy5weQBfbWlz",
                "aF9iaWFzX3RyYWNlZAAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXZhbHMucHkAamF4",
                "LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVw",
                "bGljYXMAaml0X2Z3ZF9hbmRfdmpwAGR5AHgAYgBhAGppdChmd2RfYW5kX3ZqcCkvc2hhcmRfbWFw",
                "AGVudHJ5AG1haW4uPGxvY2Fscz4uPGxpc3Rjb21wPgBtYWluADxtb2R1bGU+AHNoYXJkX21hcAB0",
                "cmFuc3Bvc2UoanZwKCkpL21pc2hfYmlhc19ncmFkX3NoYXJkAERlY2xhcmVkLmJpbmQAL3dvcmsv",
                "d3QvYmlhc29wL2pheF9taXNoL19jb3JlL29wLnB5AG1pc2gAYmlhc19mdW5jdGlvbi48bG9jYWxz",
                "Pi5taXNoX2IAYmlhc19mdW5jdGlvbi48bG9jYWxzPi5md2RfYW5kX3ZqcABqdnAoKS9taXNoX2Jp",
                "YXNfc2hhcmQAbWhsby5iYWNrZW5kX2NvbmZpZwB0cmFuc3Bvc2UoanZwKCkpL3BzdW1faW52YXJp",
                "YW50AF9jYXN0X3ZhcnlpbmcAc2R5LnNoYXJkaW5nAGpheC5yZXN1bHRfaW5mbwAAcmVzdWx0WzBd",
                "AHJlc3VsdFsxXQByZXN1bHRbMl0AcHVibGljAGpheF9taXNoX2JpYXNfZndkAGpheF9taXNoX2Jp",
                "YXNfZ3JhZABtYXRjaF92YXJ5aW5nX2F4ZXMAcHN1bV9pbnZhcmlhbnQAdHJhbnNwb3NlKGp2cCgp",
                "KS9hZGQACE8PBY8BBbcRC9XZ2+nrB7W/tRHLze/Hz9HH8RHLzfPHz/X30Qf7/f8BAAAABAAAAAMA",
                "AABjcHUABgAAAMwAAACoAAAAgAAAAFgAAAAwAAAABAAAABj9//8IAAAAAAAAARQAAABqYXhfbWlz",
                "aF9hc2NlbmRfZ3JhZAAAAABA/f//CAAAAAAAAAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZABk/f//",
                "CAAAAAAAAAESAAAAamF4X21pc2hfYmlhc19ncmFkAACI/f//CAAAAAAAAAERAAAAamF4X21pc2hf",
                "Ymlhc19md2QAAACs/f//CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAAAMz9//8IAAAAAAAAAQwA",
                "AABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAADAAAAOAAAABgAAAAEAAAABP7//wgAAAAAAAABAAAA",
                "ABT+//8IAAAAAAAAAQwAAAAIAxoCAgFKAQJSAQAw/v//CAAAAAAAAAEMAAAACAMaAgIBSgECUgEA",
                "AwAAADgAAAAYAAAABAAAAFz+//8IAAAAAAAAAQAAAABs/v//CAAAAAAAAAEMAAAACAMaAgIBSgEC",
                "UgEAiP7//wgAAAAAAAABDAAAAAgDGgICAUoBAlIBAAMAAABQAAAAJAAAAAQAAAAa////AAAACgQA",
                "AAABAAAABAAAAAEAAAA0AAAANv///wAAAAoEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAA",
                "AF7///8AAAAKBAAAAAIAAAAQAAAABAAAAAEAAAA0AAAAAQAAADQAAAAg////CAAAAAAAAAIDAAAA",
                "FAAAAAwAAAAEAAAAEP///xT///8Y////AwAAAFgAAAAkAAAABAAAAL7///8AAAAKBAAAAAEAAAAE",
                "AAAAAQAAADQAAADa////AAAACgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAoADAAAAAgA",
                "BwAKAAAAAAAACgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAzP///wgAAAAAAAACAgAA",
                "ACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAAC",
                "AwAAABgAAAAMAAAABAAAAPj////8////BAAEAAQAAAALAAAAZndkX2FuZF92anAA",
            ),
        },
        {
            "form": "mish",
            "dtype": "float64",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffffffffffp+1022 -0x1.fffffffffffffp+1022 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.fffffffffffffp+1022 -0x0.0p+0 0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.baee2d0adc5e7p-1 "
                        "-0x1.3c417297bdfeep-2 0x1.3c569541d4c20p+1",
                        "-0x1.2955f50a95550p-4 0x1.dfffffffff9d4p+3 "
                        "-0x1.621a7eb0e5924p-25 0x1.a9fc9f9e10f15p-3",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAADU",
                "AwAAwAQAAMAEAAC4AwAAvAQAAMQEAAAAAAEAyAQAAOgEAAD8BAAAKAUAAHwFAAAAAAIAAQAAAAAA",
                "AACCAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwOjgQ8BYQsHDwsjCw8L",
                "CwsPCxMLDwsPDwsbCw8PCx8PDwsfDw8LGw8PCxsPDwsfDw8LHw8LHwMhCwsPDwsPEwsLCwsLCwsL",
                "LwEFCw8DCxMXBxMHAoYDBQ0fEQMFBQ8DBwsNDwURBQUREQEABRMFFQUXHRcDBRkDAxthBRsdHyEF",
                "HRUjKx0lJwUfLSkHtR9xBSEVLTMdLzEFIy0HBy4CI2kVNTsdNzkFJS0HB4IEH0kVPUMdP0EFJy0B",
                "B41FUxVFSx1HSQUpLQEH+xXHFU1THU9RBSstAQeuAh9NFVVbHVdZBS0tAQeuAh23HV1fBS8tAQf6",
                "Ais3DQEDAQMDfwMDYSMHAwNtDQNvcR0xHTMdLR01CwMdNx05BQEfCxEAAAAAAAAAAAEJAQICKQNB",
                "CREDBQMFCykDBQ0TBFEFAVEDCQEHBD8DAQUDUAMDBwQrAwULAwsVAAVHHRkFAwUDAQcEAwMDBgMB",
                "BQEAfgc7GwMPFSETCzMNNwsbSx0zKQUZJSk5TVsVHxEPCxFidWlsdGluAHZobG8AbW9kdWxlAGZ1",
                "bmNfdjEAY3VzdG9tX2NhbGxfdjEAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBv",
                "cnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9hcGkucHkA",
                "amF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1f",
                "cmVwbGljYXMAaml0X19sYW1iZGEAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikv",
                "bWlzaF9zaGFyZABEZWNsYXJlZC5iaW5kAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9v",
                "cC5weQBfbWlzaF90cmFjZWQAbWlzaABmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBt",
                "YWluLjxsb2NhbHM+LjxsaXN0Y29tcD4AbWFpbgA8bW9kdWxlPgBqYXgucmVzdWx0X2luZm8AcmVz",
                "dWx0WzBdAHB1YmxpYwAAamF4X21pc2hfZndkAAgnBwUnAQtnaWtzdRF3eXtjfWVjZQAAAQAAAAQA",
                "AAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABYAAAAMAAAAAQAAABs/v//CAAAAAAAAAEUAAAAamF4",
                "X21pc2hfYXNjZW5kX2dyYWQAAAAAlP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QA",
                "uP7//wgAAAAAAAABEgAAAGpheF9taXNoX2JpYXNfZ3JhZAAA3P7//wgAAAAAAAABEQAAAGpheF9t",
                "aXNoX2JpYXNfZndkAAAAAP///wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAA",
                "AAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAA",
                "AAQAAADC////AAAACwQAAAABAAAABAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////",
                "AQAAABAAAAAAAAoADAAAAAgABwAKAAAAAAAACwQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAA",
                "AAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgA",
                "AAAAAAACAQAAAAgAAAAEAAQABAAAAAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "grad",
            "dtype": "float64",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffffffffffp+1022 -0x1.fffffffffffffp+1022 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.3333333333333p-1 0x1.3333333333333p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3333333333333p-1",
                        "0x1.3333333333333p-1 0x1.0c8da341a5e7ap+0 "
                        "0x1.179aa159f8000p-17 0x1.0a877702d062ep+0",
                        "-0x1.b882982ed8a2fp-5 0x1.0000000005f7bp+0 "
                        "-0x1.5065f85521206p-25 0x1.90cebd63f9e85p-1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAAY",
                "BQAABAYAAAQGAAD8BAAAAAYAAAgGAAAAAAEADAYAACwGAABABgAAbAYAAMAGAAAAAAIAAQAAAAAA",
                "AADHBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABHQUBBQ0BAwsDCw8TFxsfA8+nFQF9CwcPCw8L",
                "IwsPCwsLDwsPCw8PGw8LGw8PCxsPDwsfDw8LHw8LHxMLDwsPDwsbCw8PCxsLDw8LHw8PCx8PDxsD",
                "Ky8LDwsPEwsLCwsvDwsLCwsLEw8TDwEFCw8DERMHDxcTBxMHAsYEBREfEQMFBRMVJy0FFQMHDxET",
                "BRUFBRcRAQAFGQUbBR0dGwMFHx0fIQUhFSMJHQclLQEHkWuLHSkrBSMtAQeRRZMVLzUdMTMFJS0B",
                "B/sVxxU3PR05OwUnLQEHrgIfTRU/RR1BQwUpLQEHrgIdtx1HSQUrLQEH+gIrNwMDTX8FLR1RUwUv",
                "FVVdHVdZBTEtWwezF3cFMxVfZx1hYwU1LWUHtR9xBTcVaW8da20FOS0LBy4CI2kVcXcdc3UFOy0L",
                "B4IEH0kVeQkdB3stAQeRe4kfEREAAAAAAAAAAA0BAwN/IwsDA4cNA4mLHT0dPx0pHUEfCREAAAAA",
                "AADwPx8NAQsDHUMdRQMBBQEDBX19AwOjFQEBAQMDfQEJAQICKQNBBwspAQcRAwUDBSkDAQ8dKQMF",
                "ExMEbwUBUQMNAQcEXQMBBQNQAwMHBEkDCRMDCxkABUIDBQMJB0YdBwMFAwMJR09LCQMFBQUBCwQD",
                "AwcGAwEFAQCmCkcdAw8VIQsbSx1NFV8pEwszDTdhBRklKTlNW1sVHykZEQ8LEWJ1aWx0aW4Admhs",
                "bwBtb2R1bGUAZnVuY192MQBjb25zdGFudF92MQBicm9hZGNhc3RfaW5fZGltX3YxAGN1c3RvbV9j",
                "YWxsX3YxAHJldHVybl92MQAvd29yay93dC9iaWFzb3AvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0",
                "ZS5weQBmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPi48bG9jYWxzPi48bGFtYmRhPgAvd29yay93",
                "dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGpheC51c2VzX3NoYXBlX3BvbHltb3JwaGlz",
                "bQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxpY2FzAGppdF9fbGFtYmRhAHgAaml0",
                "KDxsYW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL2Jyb2FkY2FzdF9pbl9kaW0AZnVuY3Rpb24uPGxv",
                "Y2Fscz4uPGxhbWJkYT4AZW50cnkAbWFpbi48bG9jYWxzPi48bGlzdGNvbXA+AG1haW4APG1vZHVs",
                "ZT4AbWhsby5iYWNrZW5kX2NvbmZpZwBqaXQoPGxhbWJkYT4pL3RyYW5zcG9zZShqdnAoKSkvbWlz",
                "aF9ncmFkX3NoYXJkAF9taXNoX2p2cAAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvb3Bz",
                "LnB5AERlY2xhcmVkLmJpbmQAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19jb3JlL29wLnB5AF9t",
                "aXNoX3RyYWNlZABtaXNoAGpheC5yZXN1bHRfaW5mbwByZXN1bHRbMF0AcHVibGljAABqYXhfbWlz",
                "aF9ncmFkAAgvCwUvAQuBg4WNjwORA5MRlZeZm52foaUAAQAAAAQAAAADAAAAY3B1AAYAAADMAAAA",
                "qAAAAIAAAABYAAAAMAAAAAQAAABs/v//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQA",
                "AAAAlP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAuP7//wgAAAAAAAABEgAAAGph",
                "eF9taXNoX2JpYXNfZ3JhZAAA3P7//wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndkAAAAAP//",
                "/wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4X21pc2hfZndk",
                "AAAAAAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAAAAQAAADC////AAAACwQAAAAB",
                "AAAABAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////AQAAABAAAAAAAAoADAAAAAgA",
                "BwAKAAAAAAAACwQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAK",
                "AAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAAAAgAAAAEAAQA",
                "BAAAAAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "float64",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffffffffffp+1022 -0x1.fffffffffffffp+1022 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.3333333333333p-1 -0x1.3333333333333p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccccccccccccdp-2",
                        "0x1.ccccccccccccdp-1 0x1.0c8da341a5e7ap+1 "
                        "-0x1.a367f206f4000p-16 0x1.0a877702d062ep-3",
                        "-0x1.b882982ed8a2fp-5 -0x1.0000000005f7bp+0 "
                        "-0x1.5065f85521206p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAD4",
                "AwAA5AQAAOQEAADcAwAA4AQAAOgEAAAAAAEA9AQAABQFAAAoBQAAdAUAANAFAAAAAAIAAgAAAAAA",
                "AQCnAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwOphw8BZQcLDwsjCw8L",
                "CwsPCw8LEwsPCw8PCxsLDw8LHw8PCx8PDwsbDw8LGw8PCx8PDwsfDwsfAyMLLwsTCw8TCwsLCwsL",
                "CwsTDwEFCw8DCxMbBxMHArIDHwUNEQMFBQ8DBwsNDwURBQUREQEABRMFFQUXHRcBBRkdGwEFGwMD",
                "H2UFHR0jJQUfFScvHSkrBSEtLQe1H3EFIxUxNx0zNQUlLQcH2gIjiRU5Px07PQUnLQcHXgUfWxVB",
                "Rx1DRQUpLQMHlU1tFUlPHUtNBSstAwf7FccVUVcdU1UFLS0DB64CH00VWV8dW10FLy0DB64CHbcd",
                "YWMFMS0DB/oCKzcNAR8LEQAAAAAAAAAAAwEDBWVlIwcDA3ENA3N1HTMdNR0vHTcLAx05HTsFAQMF",
                "Z2cDA2cBCQECAikDQQkRBQUFAwULKQMFDRMEVwUBUQEJAQcERQMBBQNQAQMHBDEDBwsFCxULGQAF",
                "RyEdBQMFBQEDBwQBAwUGAwEFAQDOBz0dAw8VIRMLMw03FSVLHT0pBQcZJSk5TVsVHxEPCxFidWls",
                "dGluAHZobG8AbW9kdWxlAGZ1bmNfdjEAY3VzdG9tX2NhbGxfdjEAcmV0dXJuX3YxAC93b3JrL3d0",
                "L2JpYXNvcC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhf",
                "bWlzaC9fY29yZS9hcGkucHkAamF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3Bh",
                "cnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEAZHkAeABtaGxvLmJhY2tlbmRf",
                "Y29uZmlnAGppdCg8bGFtYmRhPikvbWlzaF9ncmFkX3NoYXJkAERlY2xhcmVkLmJpbmQAL3dvcmsv",
                "d3QvYmlhc29wL2pheF9taXNoL19jb3JlL29wLnB5AF9taXNoX2dyYWRfdHJhY2VkAG1pc2hfZ3Jh",
                "ZABmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29t",
                "cD4AbWFpbgA8bW9kdWxlPgBqYXgucmVzdWx0X2luZm8AcmVzdWx0WzBdAHB1YmxpYwAAamF4X21p",
                "c2hfZ3JhZAAIJwcFJwELa21vd3kRe31/aYGDaYUAAQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAA",
                "AIAAAABYAAAAMAAAAAQAAABE/v//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAA",
                "bP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAkP7//wgAAAAAAAABEgAAAGpheF9t",
                "aXNoX2JpYXNfZ3JhZAAAtP7//wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndkAAAA2P7//wgA",
                "AAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAD4/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAA",
                "AAAAAAAAAAAAAQAAAAQAAAAE////AgAAAAwAAAAEAAAAFP///xj///8BAAAABAAAAKL///8AAAAL",
                "BAAAAAEAAAAEAAAAAgAAADE2AABk////CAAAAAAAAAIBAAAABAAAAFT///8CAAAAMAAAAAQAAADi",
                "////AAAACwQAAAABAAAABAAAAAIAAAAxNgAAAAAKAAwAAAAIAAcACgAAAAAAAAsEAAAAAQAAAAQA",
                "AAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAAAAAA",
                "BAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8EAAQABAAAAAgAAAA8bGFt",
                "YmRhPgAAAAA=",
            ),
        },
        {
            "form": "vmap",
            "dtype": "float64",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "float64",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffffffffffp+1022 -0x1.fffffffffffffp+1022 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.fffffffffffffp+1022 -0x0.0p+0 0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.baee2d0adc5e7p-1 "
                        "-0x1.3c417297bdfeep-2 0x1.3c569541d4c20p+1",
                        "-0x1.2955f50a95550p-4 0x1.dfffffffff9d4p+3 "
                        "-0x1.621a7eb0e5924p-25 0x1.a9fc9f9e10f15p-3",
                    ),
                ),
                (
                    "float64",
                    (4, 4),
                    (
                        "0x1.3333333333333p-1 -0x1.3333333333333p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.ccccccccccccdp+0",
                        "0x1.3333333333333p-1 -0x1.0c8da341a5e7ap+1 "
                        "0x1.179aa159f8000p-18 0x1.8fcb328438945p+1",
                        "-0x1.b882982ed8a2fp-5 -0x1.0000000005f7bp+1 "
                        "-0x1.5065f85521206p-26 0x1.2c9b0e0afb6e4p+1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAB4",
                "BQAAZAYAAGQGAABcBQAAYAYAAHAGAAAAAAEAfAYAANQGAADwBgAARAcAAKAHAAAAAAIAAgAAAAAA",
                "AQAlBQAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGwUBBQsBAwsDCQ8TFxsD7cUVAZsLBwsLDxML",
                "DwsPDyMLDwsLCw8LDwsLDwsPDx8PCxsPDwsfDw8LHw8PGw8LGw8PCx8PDwsfDwsfDwsPDwsfDx8P",
                "Dw8LHw8PCx8PDxsPCwMrCwsPTwsLCwsTCxMTCxMLCwsLLwsTAQULDwMRFxMHHxMHEwcC1gUFDx8F",
                "EQUTEQMFAwMrnQUVHTk7BRcVU1kVe38DBxkbHQkfCQUZEQEABRsFHQUfHSUDBSEdKQMFIwUlHS8x",
                "BScVMzcdDTUtBQeaAh9fFQ89BSktBQe1H3EVP0UdQUMFKy0HBy4CI2kVR00dSUsFLS0HB4IEH0kV",
                "TxMdEVEtAQeHHy0dVVcFLy0BB/sVxxVbYR1dXwUxLQEHrgIfTRVjaR1lZwUzLQEHrgIdtx1rbQU1",
                "LQEH+gIrNx1xcwU3FXUVHXd5BTktBQeuAid9HQ19LQUHugIXexUPgRWDiR2FhwU7LQcH2gIjiRWL",
                "kR2NjwU9LQcHXgUfWxWTEx0RlS0BB4cxUR2ZFQU/AwENAQMDoR8NIQEAAAAAAAAAAAAAAAAAAAAd",
                "QQsDHUMFAQMFnZ0jCwMFsbUNA6OzHUUNA6O3HUcdMx1JHUsfEREBAAAAAAAAAB1NAwWhoQEJAQIC",
                "KQUREQkpAxEJCxEFBwUFBQUpAwkPEykDBRMdBHsFAVEDFwEHBGkDAQUFUAMDBwRVAwsTBQ8jCycA",
                "A0ctCwUDBQMDB0ZvBwMFAwEDR5cLCQMFBQcDCQQDBQUJBgMBBQEAogpPHRsPFRUDIUMVJUVFEwsz",
                "DQsbHTkpBQcTJSk5LydNS1sVKREfDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBjdXN0b21fY2FsbF92",
                "MQBmdW5jX3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90",
                "ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29y",
                "ZS9vcC5weQAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AF9lbGVtZW50d2lz",
                "ZV9iYXRjaABmdW5jdGlvbi48bG9jYWxzPi5ib3RoAGpheC51c2VzX3NoYXBlX3BvbHltb3JwaGlz",
                "bQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxpY2FzAGppdF9ib3RoAGR5AHgAbWhs",
                "by5iYWNrZW5kX2NvbmZpZwBqaXQoYm90aCkvdm1hcCgpL21pc2hfc2hhcmQARGVjbGFyZWQuYmlu",
                "ZABfbWlzaF90cmFjZWQAbWlzaABlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4AbWFpbgA8",
                "bW9kdWxlPgBqaXQoYm90aCkvdm1hcCgpL2Jyb2FkY2FzdF9pbl9kaW0AX2VsZW1lbnR3aXNlX2Jh",
                "dGNoLjxsb2NhbHM+LmZyb250AF9taXNoX2dyYWRfdHJhY2VkAG1pc2hfZ3JhZABqaXQoYm90aCkv",
                "dm1hcCgpL21pc2hfZ3JhZF9zaGFyZABqYXgucmVzdWx0X2luZm8AAHJlc3VsdFswXQByZXN1bHRb",
                "MV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFkAAg9CwVDAQurra+5uxGlp72bqZ+b",
                "nwO/EaWnwZupw5ufAAAAAQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABYAAAAMAAAAAQA",
                "AAD0/f//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAHP7//wgAAAAAAAABEwAA",
                "AGpheF9taXNoX2FzY2VuZF9md2QAQP7//wgAAAAAAAABEgAAAGpheF9taXNoX2JpYXNfZ3JhZAAA",
                "ZP7//wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndkAAAAiP7//wgAAAAAAAABDQAAAGpheF9t",
                "aXNoX2dyYWQAAACo/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAAAAwA",
                "AAAEAAAAuP7//7z+//8CAAAADAAAAAQAAADM/v//0P7//wIAAAAwAAAABAAAAF7///8AAAALBAAA",
                "AAIAAAAQAAAABAAAAAEAAAA0AAAAAQAAADQAAACG////AAAACwQAAAACAAAAEAAAAAQAAAABAAAA",
                "NAAAAAEAAAA0AAAAVP///wgAAAAAAAACAgAAAAwAAAAEAAAASP///0z///8CAAAAOAAAAAQAAADa",
                "////AAAACwQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAoADAAAAAgABwAKAAAAAAAACwQA",
                "AAABAAAABAAAAAEAAAA0AAAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQACgAA",
                "AAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAgAAABAAAAAEAAAA/P///wQABAAEAAAA",
                "BAAAAGJvdGgAAAAA",
            ),
        },
        {
            "form": "sharded",
            "dtype": "float64",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffffffffffp+1022 -0x1.fffffffffffffp+1022 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.fffffffffffffp+1022 -0x0.0p+0 0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.baee2d0adc5e7p-1 "
                        "-0x1.3c417297bdfeep-2 0x1.3c569541d4c20p+1",
                        "-0x1.2955f50a95550p-4 0x1.dfffffffff9d4p+3 "
                        "-0x1.621a7eb0e5924p-25 0x1.a9fc9f9e10f15p-3",
                    ),
                ),
                (
                    "float64",
                    (16,),
                    (
                        "0x1.3333333333333p-1 -0x1.3333333333333p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccccccccccccdp-2",
                        "0x1.ccccccccccccdp-1 0x1.0c8da341a5e7ap+1 "
                        "-0x1.a367f206f4000p-16 0x1.0a877702d062ep-3",
                        "-0x1.b882982ed8a2fp-5 -0x1.0000000005f7bp+0 "
                        "-0x1.5065f85521206p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAC4",
                "BQAApAYAAKQGAACcBQAAoAYAAOAGAAAAAAIAHAcAAFwHAAB4BwAAxAcAACAIAAAAAAIAAgAAAAAA",
                "AQBmBQAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABJwcBBQkRAQUPEwMHFxsfBQcjJysD+csXAZEH",
                "CwsPDw8PCw8PDwsTIwsPCw8LDwsLCwsLDwsPCxsPDwsfDw8LHw8LHwsLDwsbCw8PCx8PDwsfDw8b",
                "Cw8PDwsfDw8LHw8PGwsDDxcTEw8XDw8FLQsLDy8TCwsLCxMLExsLGwsLCwsLCxMBCxMTDwcLBQ0T",
                "EwcfEwcCtgUfBRcFGRU3PR1TAR1VVx11dwULHS0BHS8BHVlbBRsDA4/DAwcdHyEjJScFHREJAAUf",
                "EQUJBSERBQUFIwkPBSUFJwUpHTUHBSsdOTsFLS0DB/sVxxU/RR1BQwUvLQMHrgIfTRVHTR1JSwUx",
                "LQMHrgIdtx1PUQUzLQMH+gIrNwU1BTcVFV8FOS1dB7UfcQU7FWFnHWNlBT0tBQfaAiOJFWlvHWtt",
                "BT8tBQdeBR9bFXEHHRdzLQMHhzFRBUEVFXkVe4EdfX8FQy0FBy4CI2kVg4kdhYcFRS0FB4IEH0kV",
                "iwcdF40tAweHHy0FRw0rA5kBDwWRkQUDlwEDKQkLA5sBAQkpAQEDMQMBHUkDA6UfExEAAAAAAAAA",
                "AA0DoZEdSwsDHU0FAQMFp6cjEQMFt7sNBam5oZEdTw0Fqb2hkR1RHTEdUw0BHVUdVwMFpaUbA0EH",
                "GwMhBwECAg0BCSkDQQ8pAyEPCxEFCwsFCwspAwUVEwRGAgUDUQEbAQcEHgIDAQkFQAEDDVABBQcE",
                "8wMRGwUXERcTAAEGEwMBAwMBBhEDAQMBB1YzBwUBAQUHBQcEgwMRHwUHCQcJAAEGCwMNAwEBJg0D",
                "DQMDCQMBC0cNGQkDDQMHAQYNAwMDCQtHCxkLAw0FBQcBBgsDAwMNCQQJBQsPAQYBAwsDCwEGAQML",
                "AwkPBAEFDw0GAwEFAQAuClkdGw8VFQMhGykLGxcVJUsdIRUTCzMNKQUFBxMlKTkvTVsVER8PJwsP",
                "NwsJEWJ1aWx0aW4Ac2R5AHZobG8AdW5yZWFsaXplZF9jb252ZXJzaW9uX2Nhc3QAbW9kdWxlAG1l",
                "c2gAbWFudWFsX2NvbXB1dGF0aW9uAHJldHVybgBjdXN0b21fY2FsbF92MQBmdW5jX3YxAHJldHVy",
                "bl92MQAvd29yay93dC9iaWFzb3AvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQAvd29yay93",
                "dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGZ1bmN0aW9uLjxsb2NhbHM+LmJvdGgAamF4",
                "LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVw",
                "bGljYXMAaml0X2JvdGgAZHkAeABhAGppdChib3RoKS9zaGFyZF9tYXAAZW50cnkAbWFpbi48bG9j",
                "YWxzPi48bGlzdGNvbXA+AG1haW4APG1vZHVsZT4Ac2hhcmRfbWFwAG1pc2hfZ3JhZF9zaGFyZABE",
                "ZWNsYXJlZC5iaW5kAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcC5weQBfbWlzaF9n",
                "cmFkX3RyYWNlZABtaXNoX2dyYWQAbWlzaF9zaGFyZABfbWlzaF90cmFjZWQAbWlzaABtaGxvLmJh",
                "Y2tlbmRfY29uZmlnAHNkeS5zaGFyZGluZwBqYXgucmVzdWx0X2luZm8AAHJlc3VsdFswXQByZXN1",
                "bHRbMV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFkAAhHDQVTAQWVDwuxs7W/wQeT",
                "nZMRq63Fn6+jn6MRq63Hn6/Jn6MAAAEAAAAEAAAAAwAAAGNwdQAGAAAAzAAAAKgAAACAAAAAWAAA",
                "ADAAAAAEAAAAtP3//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAANz9//8IAAAA",
                "AAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAAD+//8IAAAAAAAAARIAAABqYXhfbWlzaF9iaWFz",
                "X2dyYWQAACT+//8IAAAAAAAAAREAAABqYXhfbWlzaF9iaWFzX2Z3ZAAAAEj+//8IAAAAAAAAAQ0A",
                "AABqYXhfbWlzaF9ncmFkAAAAaP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAA",
                "AAIAAAAkAAAABAAAAJz+//8IAAAAAAAAAQsAAAAIAxoBAkoBAlIBAAC4/v//CAAAAAAAAAELAAAA",
                "CAMaAQJKAQJSAQAAAgAAACQAAAAEAAAA4P7//wgAAAAAAAABCwAAAAgDGgECSgECUgEAAPz+//8I",
                "AAAAAAAAAQsAAAAIAxoBAkoBAlIBAAACAAAAJAAAAAQAAAB+////AAAACwQAAAABAAAABAAAAAIA",
                "AAAxNgAAmv///wAAAAsEAAAAAQAAAAQAAAACAAAAMTYAAFz///8IAAAAAAAAAgIAAAAMAAAABAAA",
                "AFD///9U////AgAAADAAAAAEAAAA4v///wAAAAsEAAAAAQAAAAQAAAACAAAAMTYAAAAACgAMAAAA",
                "CAAHAAoAAAAAAAALBAAAAAEAAAAEAAAAAgAAADE2AADM////CAAAAAAAAAICAAAALAAAABAAAAAA",
                "AAoADAALAAAABAAKAAAACAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAICAAAAEAAAAAQA",
                "AAD8////BAAEAAQAAAAEAAAAYm90aAAAAAA=",
            ),
        },
        {
            "form": "bias",
            "dtype": "float64",
            "targets": ("jax_mish_bias_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffffffffffp+1022 -0x1.fffffffffffffp+1022 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
                (
                    "float64",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (4, 4),
                    (
                        "0x1.804047da23fa2p-2 -0x1.0a1725def6c3cp-3 inf -0x0.0p+0",
                        "nan 0x1.fffffffffffffp+1022 -0x0.0p+0 -0x1.36aedf68a4413p-2",
                        "0x1.804047da23fa2p-2 0x1.385452bf72249p-1 "
                        "-0x1.39fadcbc65dafp-2 0x1.6743cc4e164f5p+0",
                        "-0x1.aa604f52be181p-4 0x1.d7ffffffff5fep+3 "
                        "-0x1.8ebe771189081p-25 -0x1.124c932812f66p-2",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAABM",
                "BAAAOAUAADgFAAAwBAAANAUAADwFAAAAAAEASAUAAHQFAACIBQAA3AUAADgGAAAAAAIAAgAAAAAA",
                "AQD6AwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwO3kRMBbQsHDwsjCw8L",
                "CwsPCw8LEwsPCw8PCxsLDw8LHw8PCx8PDwsbDw8LGw8PCxsPDwsfDw8LHw8LHwMlCwtPEwsPEwsL",
                "CwsLCwsLEy8PAQULDwMPFwcTBxsTEwJaBAUNHxEDBQUPAwcLDQ8FEQUFEREBAAUTBRUFFx0XAwUZ",
                "HRsDBRsDAx9tBR0dIyUFHxUnLx0pKwUhLS0HtR9xBSMVMTcdMzUFJS0HB44CI2kVOT8dOz0FJy0H",
                "B1YEJ2cVQUcdQ0UFKS0BB7UfZxVJTx1LTQUrLQEHw0tjFVFXHVNVBS0tAQf7FccVWV8dW10FLy0B",
                "B64CH00VYWcdY2UFMS0BB64CHbcdaWsFMy0BB/oCKzcNAQMBHw8hAQAAAAAAAAAAAAAAAAAAAAMF",
                "bW0jDQMDeQ0De30dNR03HTEdOQsDHTsdPQUBAwVxjR8REQAAAAAAAAAAAwNxAQkBAgIpBRERBwsp",
                "AxEHExEFBQkDBSkDCQspAwULBFcFAVEDCQEHBEUDAQUDUAMDBwQxAwcLBQsVExkABUchHQUDBQUB",
                "AwcEAwMFBgMBBQEAVgg/JQMPFSETCzMNQT0LJUsdPSkFBRklKTlNWxUfEQ8LEWJ1aWx0aW4Admhs",
                "bwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MQByZXR1cm5fdjEAL3dvcmsvd3QvYmlhc29w",
                "L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19j",
                "b3JlL2FwaS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9u",
                "cwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQB4AGIAbWhsby5iYWNrZW5kX2NvbmZpZwBq",
                "aXQoPGxhbWJkYT4pL21pc2hfYmlhc19zaGFyZABEZWNsYXJlZC5iaW5kAC93b3JrL3d0L2JpYXNv",
                "cC9qYXhfbWlzaC9fY29yZS9vcC5weQBfbWlzaF9iaWFzX3RyYWNlZABtaXNoAGJpYXNfZnVuY3Rp",
                "b24uPGxvY2Fscz4ubWlzaF9iAGJpYXNfZnVuY3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4AZW50cnkA",
                "bWFpbi48bG9jYWxzPi48bGlzdGNvbXA+AG1haW4APG1vZHVsZT4AamF4LnJlc3VsdF9pbmZvAHJl",
                "c3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2JpYXNfZndkAAgnBwUnAQtzdXd/gRGDhYdviYtvjwAA",
                "AQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABYAAAAMAAAAAQAAAAw/v//CAAAAAAAAAEU",
                "AAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAWP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2Vu",
                "ZF9md2QAfP7//wgAAAAAAAABEgAAAGpheF9taXNoX2JpYXNfZ3JhZAAAoP7//wgAAAAAAAABEQAA",
                "AGpheF9taXNoX2JpYXNfZndkAAAAxP7//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAADk/v//",
                "CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAADw/v//AgAAAAwAAAAE",
                "AAAAAP///wT///8BAAAABAAAAJr///8AAAALBAAAAAIAAAAQAAAABAAAAAEAAAA0AAAAAQAAADQA",
                "AABc////CAAAAAAAAAIBAAAABAAAAEz///8CAAAALAAAAAQAAADm////AAAACwQAAAABAAAABAAA",
                "AAEAAAA0AAoADAAAAAgABwAKAAAAAAAACwQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAA",
                "zP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAAL",
                "AAQACAAAAAgAAAAAAAACAgAAABAAAAAEAAAA/P///wQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "bias_grad",
            "dtype": "float64",
            "targets": ("jax_mish_bias_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (4, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffffffffffp+1022 -0x1.fffffffffffffp+1022 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
                (
                    "float64",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (4, 4),
                    (
                        "0x1.c5d96a6d13cc3p-1 -0x1.c25f0566a9b10p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6bd3e74cd8d88p-5",
                        "0x1.54630fd1ced92p+0 0x1.f8b551b71fb2ap+0 "
                        "-0x1.c266e96502458p-4 0x1.16a72609b298dp-3",
                        "-0x1.2a06d2c2ea94bp-4 -0x1.0000000009ab5p+0 "
                        "-0x1.7aae710c0f8f9p-22 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (4,),
                    ("nan 0x1.5e173c0f04bb4p-2 0x1.8f662dfbd85dep-2 0x1.7764586cf8c56p-4",),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEQAAAAg",
                "BgAADAcAAAwHAAAEBgAACAcAABgHAAAAAAEALAcAAHgHAACUBwAAFAgAAHgIAAAAAAIAAwAAAAAA",
                "AQACAAAAygUAAE1M71INU3RhYmxlSExPX3YxLjEzLjAAAR8FAQUPAQMLAw0PExcbHyMD+c0ZAZ0L",
                "BwsPDw8PDw8LIwsPCwsLDwsPCw8LDwsPDxsLGw8LGw8LHw8PCx8PCx8PCw8PGxMLDwsPCxsLDw8L",
                "HwsPDw8LHw8PCx8PDwsbDw8bDw8DMQtPCy8XCxMTCxMLCwsvDwsLCwsLFw8XEwEFCw8DFRcTBw8H",
                "IxMHExMCPgYFEx8FFREDBRULOx03OR09Px1DRR1pawUXAwcXGRsHHQcFGREBAAUbBR0FHx0jAwUh",
                "HScDBSMdKwMFJR0vMQUnFTMJHQU1LQEHyWebBSktAQfJO7kVDUEFKy0BB/sVxxUPRwUtLQEHrgIf",
                "TRVJTx1LTQUvLQEHrgIdtx1RUwUxLQEH+gIrNx1XWQUzFVsJHQVdLQEHyXeZAwNhnQU1HWVnBTcV",
                "EW8FOS1tB7UfcQU7FXF5HXN1BT0tdwf6BB17BT8VEXsVfYMdf4EFQS0TB44CI2kVhYsdh4kFQy0T",
                "B1YEJ2cVjZMdj5EFRS0BB7UfZxWVmR0Fly0BB8mBmRULmxUNDw0BHxUhAQAAAAAAAAAAAAAAAAAA",
                "AB1HHxcRAAAAAAAAAAADB52dnSMPAwWrrw0Doa0dSQ0DobEdSx0vHU0fCxEAAAAAAADwPx8RAQsD",
                "HU8dUQMBBQEDB5+fowMDyRUDAQEBAwWfowEJAQICKQUREQkpAxEJCykBCRMRBwUFBwUFBykDARMd",
                "KQMJDSkDBQ0EjQUBUQMVAQcEewMBBQNQAwMHBGcDERcHCyELJQ8pAAVCAwUDCwdGLQcDBQMHCQZV",
                "AwUFAQkLR2NfCQUFBwcLAwUNBAMFDQ8GAwEFAQCmDFMnAw8VFSE9CyVNH0sdaSlHEwszDUFhBQUH",
                "GSUpOU1lWxUfGSkZEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjb25zdGFudF92MQBi",
                "cm9hZGNhc3RfaW5fZGltX3YxAG11bHRpcGx5X3YxAGN1c3RvbV9jYWxsX3YxAHJldHVybl92MQAv",
                "d29yay93dC9iaWFzb3AvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQBiaWFzX2Z1bmN0aW9u",
                "Ljxsb2NhbHM+LjxsYW1iZGE+Ljxsb2NhbHM+LjxsYW1iZGE+AC93b3JrL3d0L2JpYXNvcC9qYXhf",
                "bWlzaC9fY29yZS9hcGkucHkAamF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3Bh",
                "cnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEAZHkAeABiAGppdCg8bGFtYmRh",
                "PikvdHJhbnNwb3NlKGp2cCgpKS9icm9hZGNhc3RfaW5fZGltAGJpYXNfZnVuY3Rpb24uPGxvY2Fs",
                "cz4uPGxhbWJkYT4AZW50cnkAbWFpbi48bG9jYWxzPi48bGlzdGNvbXA+AG1haW4APG1vZHVsZT4A",
                "aml0KDxsYW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL211bABtaGxvLmJhY2tlbmRfY29uZmlnAGpp",
                "dCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9taXNoX2JpYXNfZ3JhZF9zaGFyZABEZWNsYXJl",
                "ZC5iaW5kAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcC5weQBfbWlzaF9iaWFzX2p2",
                "cAAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvb3BzLnB5AF9taXNoX2JpYXNfdHJhY2Vk",
                "AG1pc2gAYmlhc19mdW5jdGlvbi48bG9jYWxzPi5taXNoX2IAamF4LnJlc3VsdF9pbmZvAHJlc3Vs",
                "dFswXQByZXN1bHRbMV0AcHVibGljAABqYXhfbWlzaF9iaWFzX2dyYWQACC8LBT8BC6WnqbO1A7cD",
                "uRG7vb/Bw8XHywAAAQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABYAAAAMAAAAAQAAADM",
                "/f//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAA9P3//wgAAAAAAAABEwAAAGph",
                "eF9taXNoX2FzY2VuZF9md2QAGP7//wgAAAAAAAABEgAAAGpheF9taXNoX2JpYXNfZ3JhZAAAPP7/",
                "/wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndkAAAAYP7//wgAAAAAAAABDQAAAGpheF9taXNo",
                "X2dyYWQAAACA/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAAAAwAAAAE",
                "AAAAiP7//4z+//8DAAAAFAAAAAwAAAAEAAAAoP7//6T+//+o/v//AgAAACQAAAAEAAAASv///wAA",
                "AAsEAAAAAQAAAAQAAAABAAAANAAAAGb///8AAAALBAAAAAIAAAAQAAAABAAAAAEAAAA0AAAAAQAA",
                "ADQAAAAo////CAAAAAAAAAICAAAADAAAAAQAAAAU////GP///wMAAABYAAAAJAAAAAQAAAC+////",
                "AAAACwQAAAABAAAABAAAAAEAAAA0AAAA2v///wAAAAsEAAAAAgAAABAAAAAEAAAAAQAAADQAAAAB",
                "AAAANAAKAAwAAAAIAAcACgAAAAAAAAsEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAMz/",
                "//8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAE",
                "AAgAAAAIAAAAAAAAAgMAAAAYAAAADAAAAAQAAAD4/////P///wQABAAEAAAACAAAADxsYW1iZGE+",
                "AAAAAA==",
            ),
        },
        {
            "form": "bias_vmap",
            "dtype": "float64",
            "targets": ("jax_mish_bias_fwd", "jax_mish_bias_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (2, 2, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (2, 2, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffffffffffp+1022 -0x1.fffffffffffffp+1022 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
                (
                    "float64",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (2, 2, 4),
                    (
                        "0x1.804047da23fa2p-2 -0x1.0a1725def6c3cp-3 inf -0x0.0p+0",
                        "nan 0x1.fffffffffffffp+1022 -0x0.0p+0 -0x1.36aedf68a4413p-2",
                        "0x1.804047da23fa2p-2 0x1.385452bf72249p-1 "
                        "-0x1.39fadcbc65dafp-2 0x1.6743cc4e164f5p+0",
                        "-0x1.aa604f52be181p-4 0x1.d7ffffffff5fep+3 "
                        "-0x1.8ebe771189081p-25 -0x1.124c932812f66p-2",
                    ),
                ),
                (
                    "float64",
                    (2, 2, 4),
                    (
                        "0x1.c5d96a6d13cc3p-1 -0x1.c25f0566a9b10p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6bd3e74cd8d88p-5",
                        "0x1.54630fd1ced92p+0 0x1.f8b551b71fb2ap+0 "
                        "-0x1.c266e96502458p-4 0x1.16a72609b298dp-3",
                        "-0x1.2a06d2c2ea94bp-4 -0x1.0000000009ab5p+0 "
                        "-0x1.7aae710c0f8f9p-22 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (4,),
                    ("nan 0x1.5e173c0f04bb4p-2 0x1.8f662dfbd85dep-2 0x1.7764586cf8c56p-4",),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEQAAABM",
                "BQAAOAYAADgGAAAwBQAANAYAAEwGAAAAAAEAYAYAAPAGAAAUBwAArAcAABAIAAAAAAIAAwAAAAAA",
                "AQACAAAA9gQAAE1M71INU3RhYmxlSExPX3YxLjEzLjAAARkFAQUJAQMLAwcPExcD1a8TAXsHDwsL",
                "DxMLDwsjCw8LCwsPCw8LDwsLDwsPCxsLDw8fDw8LHw8PDwsfDw8LHw8PCxsPDwsbDwsbDwsPDw8f",
                "AzULbwsLCwsLEy8XCxcTCxMLEwsLCwsPCxcPFwEFCw8DDxsTBwcnExMCTgUfHTM1BQ0FDxEDBQMD",
                "K3sFERUDPwUTAwcVFxkJGwkFFREBAAUXBRkFGx0hAQUdHSUBBR8dKQEFIQUjHS8xBSUVAzkFJy03",
                "B7UfcQUpFTsPHQ09LQUH9gQRTxVBRx1DRQUrLQUHFgQfhxUDSRVLUR1NTwUtLREHjgIjaRVTWR1V",
                "VwUvLREHVgQnZxVbYR1dXwUxLQcHtR9nFWNpHWVnBTMtBwfTK48da20FNS0HB/sVxx1xcwU3FQN1",
                "FXcPHQ15LQUH+gQdew0BHw8xAgAAAAAAAAABAAAAAAAAAAAAAAAAAAAAHTkDAQsDHTsFAQMFfYsf",
                "EREAAAAAAAAAAAMHe3t7Iw0DB5OXmw0Df5UdPQ0Df5kdPw0Df50dQR1DHUUdRwMDfR1JAwd9fYsD",
                "A60VAwEBAQEJAQICKQcJCREJKQMRCQsTEQcFBQcHBQUHKQMNCykDBQsEdwUBUQETAQcEZQMBBQVQ",
                "AQMHBFEDDQ8HCx8LIw8nAANHLQsFAwUFAwUDR28LBwUFBwcBAwUHBAEHBwkLBgMBBQEAsgpLJyUP",
                "CxUVFQMhcw0/PQslI0sdUykFBQcZJSk5TR9bTRURHw8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAY3Vz",
                "dG9tX2NhbGxfdjEAZnVuY192MQByZXR1cm5fdjEAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19j",
                "b3JlL29wcy5weQAvd29yay93dC9iaWFzb3AvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQBf",
                "bWlzaF9iaWFzX2p2cAAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGpheC51",
                "c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxp",
                "Y2FzAGppdF9iYXRjaGVkAGR5AHgAYgBtaGxvLmJhY2tlbmRfY29uZmlnAGppdChiYXRjaGVkKS9q",
                "dnAodm1hcCgpKS9taXNoX2JpYXNfc2hhcmQARGVjbGFyZWQuYmluZAAvd29yay93dC9iaWFzb3Av",
                "amF4X21pc2gvX2NvcmUvb3AucHkAX21pc2hfYmlhc19iYXRjaABfbWlzaF9iaWFzX3RyYWNlZABt",
                "aXNoAGJpYXNfZnVuY3Rpb24uPGxvY2Fscz4ubWlzaF9iAGJpYXNfZnVuY3Rpb24uPGxvY2Fscz4u",
                "YmF0Y2hlZABlbnRyeQBqaXQoYmF0Y2hlZCkvdHJhbnNwb3NlKGp2cCh2bWFwKCkpKS9taXNoX2Jp",
                "YXNfZ3JhZF9zaGFyZABqYXgucmVzdWx0X2luZm8AAHJlc3VsdFswXQByZXN1bHRbMV0AcmVzdWx0",
                "WzJdAG1haW4AcHVibGljAGpheF9taXNoX2JpYXNfZndkAGpheF9taXNoX2JpYXNfZ3JhZAAIOQkF",
                "OwELjY+Rn6ERg4WjgYeJgaURg4WngYepq4kAAAEAAAAEAAAAAwAAAGNwdQAGAAAAzAAAAKgAAACA",
                "AAAAWAAAADAAAAAEAAAAYP3//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAAIj9",
                "//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAKz9//8IAAAAAAAAARIAAABqYXhfbWlz",
                "aF9iaWFzX2dyYWQAAND9//8IAAAAAAAAAREAAABqYXhfbWlzaF9iaWFzX2Z3ZAAAAPT9//8IAAAA",
                "AAAAAQ0AAABqYXhfbWlzaF9ncmFkAAAAFP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAA",
                "AAAAAAAAAAMAAAAUAAAADAAAAAQAAAAg/v//JP7//yj+//8DAAAAFAAAAAwAAAAEAAAAPP7//0D+",
                "//9E/v//AwAAAFwAAAAkAAAABAAAAPb+//8AAAALBAAAAAEAAAAEAAAAAQAAADQAAAAS////AAAA",
                "CwQAAAADAAAAHAAAABAAAAAEAAAAAQAAADQAAAABAAAAMgAAAAEAAAAyAAAARv///wAAAAsEAAAA",
                "AwAAABwAAAAQAAAABAAAAAEAAAA0AAAAAQAAADIAAAABAAAAMgAAAAj///8IAAAAAAAAAgMAAAAU",
                "AAAADAAAAAQAAAD4/v///P7//wD///8DAAAAZAAAACQAAAAEAAAAsv///wAAAAsEAAAAAQAAAAQA",
                "AAABAAAANAAAAM7///8AAAALBAAAAAMAAAAcAAAAEAAAAAQAAAABAAAANAAAAAEAAAAyAAAAAQAA",
                "ADIACgAMAAAACAAHAAoAAAAAAAALBAAAAAMAAAAcAAAAEAAAAAQAAAABAAAANAAAAAEAAAAyAAAA",
                "AQAAADIAAADM////CAAAAAAAAAICAAAALAAAABAAAAAAAAoADAALAAAABAAKAAAACAAAAAAAAAQA",
                "AAAACAAMAAsABAAIAAAACAAAAAAAAAIDAAAAGAAAAAwAAAAEAAAA+P////z///8EAAQABAAAAAcA",
                "AABiYXRjaGVkAA==",
            ),
        },
        {
            "form": "bias_sharded",
            "dtype": "float64",
            "targets": ("jax_mish_bias_fwd", "jax_mish_bias_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float64",
                    (4, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffffffffffp+1022 -0x1.fffffffffffffp+1022 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
                (
                    "float64",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (4, 4),
                    (
                        "0x1.804047da23fa2p-2 -0x1.0a1725def6c3cp-3 inf -0x0.0p+0",
                        "nan 0x1.fffffffffffffp+1022 -0x0.0p+0 -0x1.36aedf68a4413p-2",
                        "0x1.804047da23fa2p-2 0x1.385452bf72249p-1 "
                        "-0x1.39fadcbc65dafp-2 0x1.6743cc4e164f5p+0",
                        "-0x1.aa604f52be181p-4 0x1.d7ffffffff5fep+3 "
                        "-0x1.8ebe771189081p-25 -0x1.124c932812f66p-2",
                    ),
                ),
                (
                    "float64",
                    (4, 4),
                    (
                        "0x1.c5d96a6d13cc3p-1 -0x1.c25f0566a9b10p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6bd3e74cd8d88p-5",
                        "0x1.54630fd1ced92p+0 0x1.f8b551b71fb2ap+0 "
                        "-0x1.c266e96502458p-4 0x1.16a72609b298dp-3",
                        "-0x1.2a06d2c2ea94bp-4 -0x1.0000000009ab5p+0 "
                        "-0x1.7aae710c0f8f9p-22 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (4,),
                    ("nan 0x1.5e173c0f04bb4p-2 0x1.8f662dfbd85dep-2 0x1.7764586cf8c56p-4",),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEQAAABE",
                "CAAAMAkAADAJAAAoCAAALAkAAIAJAAAAAAIA0AkAAEgKAABsCgAA7AoAAFALAAAAAAIAAwAAAAAA",
                "AQACAAAA8AcAAE1M71INU3RhYmxlSExPX3YxLjEzLjAAASsHAQUJFQEFDxMDBxcbHwULIycrLzMD",
                "sgIyAiMBrwcLDw8PDwsPCwsPDw8PDw8PCwsPCw8PDxMPCxMjCw8LDwsPCwsLCwsPCwsbDwsfDwsf",
                "DwsfCwsPCxsLDw8fDw8fDwsfDwsbDwsbDw8LDw8PHwsLDwsfFwMTGxcTFxMPFw8PBUELTwsLEwsL",
                "CxMvFxMLFxsLGwsbCwsLCwsPCxcPFw9PCwEZFwsfFxMfExMPCxMLAQ0TFxcHDwsFFxcTBxcPBwcn",
                "ExMXAuYIHwUbHWsBHZmbHW1vHXFzBR0dpTMFCwkRHUkBHUsBHU0BFR1ZHVVXHVtdHWFjBR8FIRUL",
                "fQUjHYWHHYuNHZGTAwOj7RWnrQUlHSYCAQMHOz0/QUNFBScRCwAFKREJCQUrEQkFBS0FLwUxBTMF",
                "NR1TGwU3BTktAwf7FccVH18FOy0DB64CH00VIWUFPS0DB64CHbcdZ2kFPy0DB/oCKzcFQQVDFQt3",
                "BUUtdQe1H3EFRxV5Jx0jey0lB/oEHXsVf4MdKYEtDQeOAiNpFSuJBUktDQdWBCdnFS2PBUstAwe1",
                "H2cVL5UFTS0DB7sjTRUdlxUfIQVPFQudFZ8nHSOhLSUH9gQRTwVRBVMdqasFVS01B3ICFzUVAgIO",
                "Ag0TBbuzAQ0TA7MBCwEBAQ8Hr6+xBQO5AQM1CQsDvQEBCTUBAQNPHVcfHSEBAAAAAAAAAAAAAAAA",
                "AAAAHVkDAQ0Dwa8LAx1bBQEDBcPTHx8RAAAAAAAAAAADB8nJ1w0DwbEjGwMH3eHlDQXF38GvHV0N",
                "BcXjwa8dXw0FxefBsR1hHT0dYw0BHWUDA8MdZwMHw8PTAwP5FQMBAQETGQUfISEAAAAAAAAAAAEA",
                "AAAAAAAABQMdBgIKAgVpLTUHRgJNfxUSAhoCHSkWAi0NB4oCH5UVKx4CFS0iAhUvGwVrHS4CMwVt",
                "GwMRBxsFEREHGwUJEQcNAQICAQkpBRERESkDERELKQUJEREpARETHREHDQ0PBw0NDykDCRcpAwUX",
                "KQUFCRkEegMFA1EBOQEHBFIDAwEJBUABAw9QAQUHBBYDAxkjBxsVGxcfGQABBhkDAQMFAQYXAwMD",
                "AwEGFQMDAwEHVlEHBwMDAQcLCQcHBPUDGysHCwULBQMFAAEGCQMTAwEBJgcDDwMFCQMBASYHAxMD",
                "AwkDAQ1HBzEJAxMFCwkBBgcDBQMNDUcJMQsFEw8HBwsJAQYJAwUDERFWDw0DDwMTBwQvAwcLBSs3",
                "KzcAEwYqAgMVBQEDCwQPAwUBBg8DAQMXCQQFBw8VGQEGAQMPAxEBBgEDDQMPAQYBAw0DDQsEAQcX",
                "FRMGAwEFAQAWD28rHycnJQ8VFRUDIRsdQSktRz0LSx1NFRMLMw03BQUFByElKTlRJU0fTVsPHREf",
                "FQ8nCw83CwkRYnVpbHRpbgBzZHkAdmhsbwB1bnJlYWxpemVkX2NvbnZlcnNpb25fY2FzdABtb2R1",
                "bGUAbWVzaABtYW51YWxfY29tcHV0YXRpb24AcmV0dXJuAHJldHVybl92MQBjdXN0b21fY2FsbF92",
                "MQBmdW5jX3YxAGFsbF9yZWR1Y2VfdjIAYWRkX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBv",
                "cnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9hcGkucHkA",
                "X21pc2hfYmlhc19qdnAAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19jb3JlL29wcy5weQBfbWlz",
                "aF9iaWFzX3RyYWNlZAAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXZhbHMucHkAamF4",
                "LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVw",
                "bGljYXMAaml0X2Z3ZF9hbmRfdmpwAGR5AHgAYgBhAGppdChmd2RfYW5kX3ZqcCkvc2hhcmRfbWFw",
                "AGVudHJ5AG1haW4uPGxvY2Fscz4uPGxpc3Rjb21wPgBtYWluADxtb2R1bGU+AHNoYXJkX21hcAB0",
                "cmFuc3Bvc2UoanZwKCkpL21pc2hfYmlhc19ncmFkX3NoYXJkAERlY2xhcmVkLmJpbmQAL3dvcmsv",
                "d3QvYmlhc29wL2pheF9taXNoL19jb3JlL29wLnB5AG1pc2gAYmlhc19mdW5jdGlvbi48bG9jYWxz",
                "Pi5taXNoX2IAYmlhc19mdW5jdGlvbi48bG9jYWxzPi5md2RfYW5kX3ZqcABqdnAoKS9taXNoX2Jp",
                "YXNfc2hhcmQAbWhsby5iYWNrZW5kX2NvbmZpZwB0cmFuc3Bvc2UoanZwKCkpL3BzdW1faW52YXJp",
                "YW50AF9jYXN0X3ZhcnlpbmcAc2R5LnNoYXJkaW5nAGpheC5yZXN1bHRfaW5mbwAAcmVzdWx0WzBd",
                "AHJlc3VsdFsxXQByZXN1bHRbMl0AcHVibGljAGpheF9taXNoX2JpYXNfZndkAGpheF9taXNoX2Jp",
                "YXNfZ3JhZABtYXRjaF92YXJ5aW5nX2F4ZXMAcHN1bV9pbnZhcmlhbnQAdHJhbnNwb3NlKGp2cCgp",
                "KS9hZGQACE8PBY8BBbcRC9XZ2+nrB7W/tRHLze/Hz9HH8RHLzfPHz/X30Qf7/f8BAAAABAAAAAMA",
                "AABjcHUABgAAAMwAAACoAAAAgAAAAFgAAAAwAAAABAAAABj9//8IAAAAAAAAARQAAABqYXhfbWlz",
                "aF9hc2NlbmRfZ3JhZAAAAABA/f//CAAAAAAAAAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZABk/f//",
                "CAAAAAAAAAESAAAAamF4X21pc2hfYmlhc19ncmFkAACI/f//CAAAAAAAAAERAAAAamF4X21pc2hf",
                "Ymlhc19md2QAAACs/f//CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAAAMz9//8IAAAAAAAAAQwA",
                "AABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAADAAAAOAAAABgAAAAEAAAABP7//wgAAAAAAAABAAAA",
                "ABT+//8IAAAAAAAAAQwAAAAIAxoCAgFKAQJSAQAw/v//CAAAAAAAAAEMAAAACAMaAgIBSgECUgEA",
                "AwAAADgAAAAYAAAABAAAAFz+//8IAAAAAAAAAQAAAABs/v//CAAAAAAAAAEMAAAACAMaAgIBSgEC",
                "UgEAiP7//wgAAAAAAAABDAAAAAgDGgICAUoBAlIBAAMAAABQAAAAJAAAAAQAAAAa////AAAACwQA",
                "AAABAAAABAAAAAEAAAA0AAAANv///wAAAAsEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAA",
                "AF7///8AAAALBAAAAAIAAAAQAAAABAAAAAEAAAA0AAAAAQAAADQAAAAg////CAAAAAAAAAIDAAAA",
                "FAAAAAwAAAAEAAAAEP///xT///8Y////AwAAAFgAAAAkAAAABAAAAL7///8AAAALBAAAAAEAAAAE",
                "AAAAAQAAADQAAADa////AAAACwQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAoADAAAAAgA",
                "BwAKAAAAAAAACwQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAzP///wgAAAAAAAACAgAA",
                "ACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAAC",
                "AwAAABgAAAAMAAAABAAAAPj////8////BAAEAAQAAAALAAAAZndkX2FuZF92anAA",
            ),
        },
    ],
}

# Written by tests/export_golden/write.py on cpu.
golden_2026_12_03_jax_0_12_0_1 = {
    "platform": "cpu",
    "date": "2026-12-03",
    "jax_mish": "0.2.0",
    "jax": "0.12.0.1",
    "jaxlib": "0.12.0.1",
    "commit": "90ccce6",
    "calling_convention_version": 10,
    "entries": [
        {
            "form": "mish",
            "dtype": "float16",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.ffc0000000000p+14 -0x1.ffc0000000000p+14 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.ffc0000000000p+14 -0x0.0p+0 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.bb00000000000p-1 "
                        "-0x1.3c40000000000p-2 0x1.3c40000000000p+1",
                        "-0x1.2940000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.0000000000000p-24 0x1.aa00000000000p-3",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAACwE",
                "AAAYBQAAGAUAABAEAAAUBQAAHAUAAAEAAAAgBQAAQAUAAFQFAACABQAA1AUAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "9Pr//wAAAQkEAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAAgAMAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAARkFAQUJAQMLAwcPExcDqYcPAWcLBw8PDw8LDw8PIwsPCwsLDwsTCw8LDw8LGwsPCx8P",
                "Cx8LGw8PDw8PCxsPDwsfDwsfDwsDIQsLDw8LDxMLCwsLCwsLCy8BBQsPAwsTFwcTBwKaAwUNHxED",
                "BRUJNx0xMx05OwUPHT9BHUNFFU9VAwcXGRsFHQUFEREBAAUTBRUFFx0jAwUZAwMnaQUbHSstBR0V",
                "L0cVBwcFHy01B7UfcQUhFQs9BSMtDQcuAiNpFQ8RBSUtDQeCBB9JBSctAQeNRVMVCUkVC0sVD00V",
                "ERMdUVMFKS0BB/sVxxVXXR1ZWwUrLQEHrgIfTR1fYQUtLQEH+gIrNx1lEwUvAwENAQMDhQMDaSMH",
                "AwNzDQN1dx0xHTMdKx01CwMdNx05BQEfCxEAAAAAAAAAAAEJAQICKQNBCREDBQMFBykDBQ0TBFEF",
                "AVEDFQEHBD8DAQUDUAMDBwQrAwULAwshAAVHKSUFAwUDAQcEYwMDBgMBBQEAUgc7GwMPFSEdEwsN",
                "NwsbSx0zKQUZJSk5TVsVHxEPCxFidWlsdGluAHZobG8AbW9kdWxlAGZ1bmNfdjEAY3VzdG9tX2Nh",
                "bGxfdjIAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRl",
                "LnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9hcGkucHkAamF4LnVzZXNfc2hhcGVf",
                "cG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X19s",
                "YW1iZGEAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlzaF9zaGFyZABEZWNs",
                "YXJlZC5iaW5kAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcC5weQBfbWlzaF90cmFj",
                "ZWQAbWlzaABmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWluADxtb2R1bGU+AGpp",
                "dCg8bGFtYmRhPikAamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2Z3",
                "ZAAIKQcFPwELbW9xeXsTfX+BZ4NrZ2tnAQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABY",
                "AAAAMAAAAAQAAABs/v//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAlP7//wgA",
                "AAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAuP7//wgAAAAAAAABEgAAAGpheF9taXNoX2Jp",
                "YXNfZ3JhZAAA3P7//wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndkAAAAAP///wgAAAAAAAAB",
                "DQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAA",
                "AAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAAAAQAAADE////AAABCQQAAAABAAAABAAAAAIA",
                "AAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////AQAAABAAAAAMAAwAAAAIAAcABgAMAAAAAAAB",
                "CQQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQA",
                "CgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAAAAgAAAAEAAQABAAAAAgAAAA8",
                "bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "grad",
            "dtype": "float16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.ffc0000000000p+14 -0x1.ffc0000000000p+14 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.3340000000000p-1 0x1.3340000000000p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3340000000000p-1",
                        "0x1.3340000000000p-1 0x1.0c80000000000p+0 "
                        "0x1.b200000000000p-17 0x1.0a80000000000p+0",
                        "-0x1.b880000000000p-5 0x1.0000000000000p+0 "
                        "-0x1.0000000000000p-24 0x1.90c0000000000p-1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAAMwF",
                "AAC4BgAAuAYAALAFAAC0BgAAvAYAAAEAAADABgAA4AYAAPQGAAAgBwAAdAcAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "VPn//wAAAQkEAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAAIAUAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAAR8FAQUPAQMLAw0PExcbHyMD4bUZAYsLBw8PDw8LDw8PDw8PCw8PIwsPCwsLDwsLDwsb",
                "Dw8LHw8LHw8LDxsLGw8LEwsPCw8PCxsLDwsbCw8LHw8LHw8bDw8PDw8DKy8LCw8LDxMLCwsLHw8L",
                "CwsLEw8TDwEFCw8DFRMPBxcHExMHEwcCCgUFEx8RAwUdMQkVMzkVSw8FFRURCR1PURUVaR1jZR1r",
                "bR1zdQUXHXl7HQ1/AwcjJScFKQUFGREBAAUbBR0FHx0vAwUhBSMdNTcFJS0BB/sVxxU7QR09PwUn",
                "LQEHrgIfTR1DRQUpLQEH+gIrNx1JCwUrHQ1NLQEHkWuLBS0tAQeRRZMdVQsFLwMDWY0FMR1dXwUz",
                "FWGBFRMTBTUtZwezF3cFNxUXcQU5LW8HtR9xBTsVGXcFPS0bBy4CI2kVHX0FPy0bB4IEH0kVHxEt",
                "AQeRe4kVFYMVF4UVGYcVHYkVHw8fFREAAAAAAAAAAA0BAwEDA40jCwMDlw0DmZsdQR1DHScdRR8H",
                "CQAAgD8fEQELAx1HHUkFAQMFi4sDA7EVAQEBAwOLAQkBAgIpA0ENKQEJCREDBQMFBykDQQkpAwET",
                "HSkDBRcTBH0FAVEDIQEHBGsDAQUDUAMDBwRXAwsXAwstAAVCBwUDBwdGRwcDDwMDCQZTAwUDBQtH",
                "W1cJAwUFBwENBAcDCQYDAQUBAH4LSx0DDxUhCxtLHU0VXylpN2ETCw0dBRklKTlNW1sVHxcpGREP",
                "CxFidWlsdGluAHZobG8AbW9kdWxlAGZ1bmNfdjEAY29uc3RhbnRfdjEAYnJvYWRjYXN0X2luX2Rp",
                "bV92MQBjb252ZXJ0X3YxAGN1c3RvbV9jYWxsX3YyAHJldHVybl92MQAvd29yay93dC9iaWFzb3Av",
                "dGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQBmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPi48",
                "bG9jYWxzPi48bGFtYmRhPgAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGph",
                "eC51c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3Jl",
                "cGxpY2FzAGppdF9fbGFtYmRhAHgAaml0KDxsYW1iZGE+KQBlbnRyeQBtYWluADxtb2R1bGU+AGpp",
                "dCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9icm9hZGNhc3RfaW5fZGltAGZ1bmN0aW9uLjxs",
                "b2NhbHM+LjxsYW1iZGE+AGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9jb252ZXJ0X2Vs",
                "ZW1lbnRfdHlwZQBtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2",
                "cCgpKS9taXNoX2dyYWRfc2hhcmQAX21pc2hfanZwAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9f",
                "Y29yZS9vcHMucHkARGVjbGFyZWQuYmluZAAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUv",
                "b3AucHkAX21pc2hfdHJhY2VkAG1pc2gAamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMA",
                "AGpheF9taXNoX2dyYWQACDELBVcBC5GTlZ2fA6EDoxOlp6mPq62vs48BAAAABAAAAAMAAABjcHUA",
                "BgAAAMwAAACoAAAAgAAAAFgAAAAwAAAABAAAAGz+//8IAAAAAAAAARQAAABqYXhfbWlzaF9hc2Nl",
                "bmRfZ3JhZAAAAACU/v//CAAAAAAAAAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZAC4/v//CAAAAAAA",
                "AAESAAAAamF4X21pc2hfYmlhc19ncmFkAADc/v//CAAAAAAAAAERAAAAamF4X21pc2hfYmlhc19m",
                "d2QAAAAA////CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAAACD///8IAAAAAAAAAQwAAABqYXhf",
                "bWlzaF9md2QAAAAAAAAAAAAAAAABAAAABAAAADT///8BAAAABAAAAED///8BAAAABAAAAMT///8A",
                "AAEJBAAAAAEAAAAEAAAAAgAAADE2AACE////CAAAAAAAAAIBAAAABAAAAHz///8BAAAAEAAAAAwA",
                "DAAAAAgABwAGAAwAAAAAAAEJBAAAAAEAAAAEAAAAAgAAADE2AADM////CAAAAAAAAAICAAAALAAA",
                "ABAAAAAAAAoADAALAAAABAAKAAAACAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAIBAAAA",
                "CAAAAAQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "float16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.ffc0000000000p+14 -0x1.ffc0000000000p+14 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.3340000000000p-1 -0x1.3340000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccc0000000000p-2",
                        "0x1.ccc0000000000p-1 0x1.0c80000000000p+1 "
                        "-0x1.4580000000000p-15 0x1.0a80000000000p-3",
                        "-0x1.b880000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.4000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB4AAAAfAAAAIQAAACEAAAAhAAAAKQAAAAAAAoApAAAAFwE",
                "AABIBQAASAUAAEAEAABEBQAATAUAAAEAAABYBQAAeAUAAIwFAADYBQAANAYAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAACAAAAAAAAAAAAAAABAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAA",
                "AQAAAAQAAACk+v//AAABCQQAAAABAAAABAAAAAIAAAAxNgAAAgAAAAAAAQClAwAATUzvUg1TdGFi",
                "bGVITE9fdjEuMTguMAABGQUBBQkBAwsDBw8TFwOvjQ8BawcLDw8PDwsPDw8jCw8LCwsPCw8LEwsP",
                "Cw8PCxsLDwsfDwsfCxsPDw8PDwsbDw8LHw8LHw8LAyMLCy8TCw8TCwsLCwsLCwsTDwEFCw8DCxMb",
                "BxMHAsYDHwUNEQMFFQk7HTU3HT0/BQ8dQ0UdR0kVU1kDBxcZGwUdBQUREQEABRMFFQUXHSMBBRkd",
                "JwEFGwMDK2sFHR0vMQUfFTNLFQcHBSEtOQe1H3EFIxULQQUlLQ0H2gIjiRUPEQUnLQ0HXgUfWwUp",
                "LQMHlU1tFQlNFQtPFQ9RFRETHVVXBSstAwf7FccVW2EdXV8FLS0DB64CH00dY2UFLy0DB/oCKzcd",
                "aRMFMQ0BAwEfCxEAAAAAAAAAAAMFa2sjBwMDdw0DeXsdMx01HS0dNwsDHTkdOwUBAwVvbwMDbwEJ",
                "AQICKQNBCREFBQUDBQcpAwUNEwRXBQFRARUBBwRFAwEFA1ABAwcEMQMHCwULIQslAAVHLSkFAwUF",
                "AQMHBGcDBQYDAQUBAKIHPR0DDxUhHRMLDTcVJUsdPSkFBxklKTlNWxUfEQ8LEWJ1aWx0aW4Admhs",
                "bwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3QvYmlhc29w",
                "L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19j",
                "b3JlL2FwaS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9u",
                "cwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQBkeQB4AG1obG8uYmFja2VuZF9jb25maWcA",
                "aml0KDxsYW1iZGE+KS9taXNoX2dyYWRfc2hhcmQARGVjbGFyZWQuYmluZAAvd29yay93dC9iaWFz",
                "b3AvamF4X21pc2gvX2NvcmUvb3AucHkAX21pc2hfZ3JhZF90cmFjZWQAbWlzaF9ncmFkAGZ1bmN0",
                "aW9uLjxsb2NhbHM+LjxsYW1iZGE+AGVudHJ5AG1haW4APG1vZHVsZT4Aaml0KDxsYW1iZGE+KQBq",
                "YXgucmVzdWx0X2luZm8AcmVzdWx0WzBdAHB1YmxpYwAAamF4X21pc2hfZ3JhZAAIKQcFPwELcXN1",
                "fX8TgYOFbYeJbYttAAAAAQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABYAAAAMAAAAAQA",
                "AABE/v//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAbP7//wgAAAAAAAABEwAA",
                "AGpheF9taXNoX2FzY2VuZF9md2QAkP7//wgAAAAAAAABEgAAAGpheF9taXNoX2JpYXNfZ3JhZAAA",
                "tP7//wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndkAAAA2P7//wgAAAAAAAABDQAAAGpheF9t",
                "aXNoX2dyYWQAAAD4/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAQAAAAQA",
                "AAAE////AgAAAAwAAAAEAAAAFP///xj///8BAAAABAAAAKT///8AAAEJBAAAAAEAAAAEAAAAAgAA",
                "ADE2AABk////CAAAAAAAAAIBAAAABAAAAFT///8CAAAAMAAAAAQAAADk////AAABCQQAAAABAAAA",
                "BAAAAAIAAAAxNgAADAAMAAAACAAHAAYADAAAAAAAAQkEAAAAAQAAAAQAAAACAAAAMTYAAMz///8I",
                "AAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgA",
                "AAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8EAAQABAAAAAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "vmap",
            "dtype": "float16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "float16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.ffc0000000000p+14 -0x1.ffc0000000000p+14 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.ffc0000000000p+14 -0x0.0p+0 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.bb00000000000p-1 "
                        "-0x1.3c40000000000p-2 0x1.3c40000000000p+1",
                        "-0x1.2940000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.0000000000000p-24 0x1.aa00000000000p-3",
                    ),
                ),
                (
                    "float16",
                    (4, 4),
                    (
                        "0x1.3340000000000p-1 -0x1.3340000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.ccc0000000000p+0",
                        "0x1.3340000000000p-1 -0x1.0c80000000000p+1 "
                        "0x1.b000000000000p-18 0x1.8fc0000000000p+1",
                        "-0x1.b880000000000p-5 -0x1.0000000000000p+1 -0x0.0p+0 "
                        "0x1.2c80000000000p+1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAACMAAAAjAAAANgAAAAAAAoA2AAAACgG",
                "AAAUBwAAFAcAAAwGAAAQBwAAIAcAAAEAAAAsBwAAhAcAAKAHAAD4BwAAVAgAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAgAAAAEAAAABAAAAAgAAAAAAAAABAAAA",
                "AAAAAAAAAAACAAAAMAAAAAQAAACQ+P//AAABCQQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0",
                "AAAAuPj//wAAAQkEAAAAAQAAAAQAAAABAAAANAAAAAIAAAAAAAEAPQUAAE1M71INU3RhYmxlSExP",
                "X3YxLjE4LjAAARsFAQULAQMLAwkPExcbAwIC2RUBrwsHCw8LDw8TDw8LDw8PCw8PDw8PDyMLDwsL",
                "Cw8LDwsLDwsPDx8PCxsPCx8PCx8bDw8PDw8PCxsPDwsfDwsfDwsPDwsfHw8PCx8PCx8PGw8LDw8P",
                "Dw8PCwMrCwsPTwsLCwsTCxMTCxMLCwsLLwsTAQULDwMRFxMHHxMHEwcCPgYFDx8FER1NTwUTFWlv",
                "EQMFAwM/sRUTSx0VSQUVHVNVHVlbHR1dBRcVIYsdFYkdj5EdlZcdHZsVIaUDBy0vMQ0zDQUZEQEA",
                "BRsFHQUfHTkDBSEdPQMFIwUlHUNFBScVR18VEREtBQeaAh9fFQdRBSktBQe1H3EVF1cFKy0JBy4C",
                "I2kVGRsFLS0JB4IEH0ktAQeHHy0VE2EVB2MVF2UVGWcVGwsda20FLy0BB/sVxxVxdx1zdQUxLQEH",
                "rgIfTR15ewUzLQEH+gIrNx1/gQU1FYMfHYWHBTctBQeuAid9LQUHugIXexUHjRUjkwU5LQkH2gIj",
                "iRUlmQU7LQkHXgUfWxUnCy0BB4cxUR2foQU9FaMfFSkpFQenFSOpFSUnHa0LBT8DAQ0BAwO1Hw0h",
                "AQAAAAAAAAAAAAAAAAAAAB1BCwMdQwUBAwWxsSMLAwXFyQ0Dt8cdRQ0Dt8sdRx0xHUkdSx8REQEA",
                "AAAAAAAAHU0DBbW1AQkBAgIpBRERCSkDEQkHEQUHBQUFBSkDCQ8TKQMFEx0EewUBUQMrAQcEaQMB",
                "BQVQAwMHBFUDCxMFDzcLOwADR0EPBQMFAwMHRn0HAwUDAQNHnQ8JAwUFBwMJBKsFBQkGAwEFAQBm",
                "Ck8dGw8VFQMhFUMVJUVFEwsNCxsdOSkFBxMlKTkvJ01LWxUpER8PCxFidWlsdGluAHZobG8AbW9k",
                "dWxlAGN1c3RvbV9jYWxsX3YyAGZ1bmNfdjEAYnJvYWRjYXN0X2luX2RpbV92MQByZXR1cm5fdjEA",
                "L3dvcmsvd3QvYmlhc29wL3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAL3dvcmsvd3QvYmlh",
                "c29wL2pheF9taXNoL19jb3JlL29wLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9h",
                "cGkucHkAX2VsZW1lbnR3aXNlX2JhdGNoAGZ1bmN0aW9uLjxsb2NhbHM+LmJvdGgAamF4LnVzZXNf",
                "c2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMA",
                "aml0X2JvdGgAZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdChib3RoKS92bWFwKCkvbWlzaF9z",
                "aGFyZABEZWNsYXJlZC5iaW5kAF9taXNoX3RyYWNlZABtaXNoAGVudHJ5AG1haW4APG1vZHVsZT4A",
                "aml0KGJvdGgpL3ZtYXAoKS9icm9hZGNhc3RfaW5fZGltAF9lbGVtZW50d2lzZV9iYXRjaC48bG9j",
                "YWxzPi5mcm9udABfbWlzaF9ncmFkX3RyYWNlZABtaXNoX2dyYWQAaml0KGJvdGgpL3ZtYXAoKS9t",
                "aXNoX2dyYWRfc2hhcmQAaml0KGJvdGgpAGpheC5yZXN1bHRfaW5mbwAAcmVzdWx0WzBdAHJlc3Vs",
                "dFsxXQBwdWJsaWMAamF4X21pc2hfZndkAGpheF9taXNoX2dyYWQACEELBWsBC7/Bw83PE7m70a+9",
                "s6+zrwPTE7m71a+916+zrwAAAAEAAAAEAAAAAwAAAGNwdQAGAAAAzAAAAKgAAACAAAAAWAAAADAA",
                "AAAEAAAA8P3//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAABj+//8IAAAAAAAA",
                "ARMAAABqYXhfbWlzaF9hc2NlbmRfZndkADz+//8IAAAAAAAAARIAAABqYXhfbWlzaF9iaWFzX2dy",
                "YWQAAGD+//8IAAAAAAAAAREAAABqYXhfbWlzaF9iaWFzX2Z3ZAAAAIT+//8IAAAAAAAAAQ0AAABq",
                "YXhfbWlzaF9ncmFkAAAApP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAIA",
                "AAAMAAAABAAAALT+//+4/v//AgAAAAwAAAAEAAAAyP7//8z+//8CAAAAMAAAAAQAAABc////AAAB",
                "CQQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAhP///wAAAQkEAAAAAgAAABAAAAAEAAAA",
                "AQAAADQAAAABAAAANAAAAFD///8IAAAAAAAAAgIAAAAMAAAABAAAAET///9I////AgAAADwAAAAE",
                "AAAA2P///wAAAQkEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAAwADAAAAAgABwAGAAwA",
                "AAAAAAEJBAAAAAEAAAAEAAAAAQAAADQAAADM////CAAAAAAAAAICAAAALAAAABAAAAAAAAoADAAL",
                "AAAABAAKAAAACAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAICAAAAEAAAAAQAAAD8////",
                "BAAEAAQAAAAEAAAAYm90aAAAAAA=",
            ),
        },
        {
            "form": "sharded",
            "dtype": "float16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.ffc0000000000p+14 -0x1.ffc0000000000p+14 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.ffc0000000000p+14 -0x0.0p+0 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.bb00000000000p-1 "
                        "-0x1.3c40000000000p-2 0x1.3c40000000000p+1",
                        "-0x1.2940000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.0000000000000p-24 0x1.aa00000000000p-3",
                    ),
                ),
                (
                    "float16",
                    (16,),
                    (
                        "0x1.3340000000000p-1 -0x1.3340000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccc0000000000p-2",
                        "0x1.ccc0000000000p-1 0x1.0c80000000000p+1 "
                        "-0x1.4580000000000p-15 0x1.0a80000000000p-3",
                        "-0x1.b880000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.4000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAAA0AQAAiAEAAKgBAAAAAAoAqAEAAHAH",
                "AABcCAAAXAgAAFQHAABYCAAAuAkAAAIAAABYCwAAmAsAALQLAAAADAAAXAwAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAEAAAABAAAAAgAAAAEAAAABAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAA",
                "AQAAAAQAAAC69f//DAAAABQAAABIAAAABgAAAGRldmljZQAA1vX//wwAAAAMAAAADAAAAAAAAAAA",
                "AAAAAQAAAAQAAADK9f//BAAAAAEAAAAEAAAAAQAAAGEAAACc9v//EAAAACgAAAAsAAAAOAAAALb1",
                "//8IAAAADAAAAAMAAABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAA",
                "AAEAAAAEAAAA9Pb//xAAAAAoAAAALAAAADgAAAAO9v//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUA",
                "AQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAAABAAAABAAAAID1//8AAAEJBAAAAAEAAAAE",
                "AAAAAgAAADE2AAACAAAAAAABALUFAABNTO9SDVN0YWJsZUhMT192MS4xOC4wAAEnBwEFCREBBQ8T",
                "AwcXGx8FByMnKwMiAuEZAacHCwsPDw8PDw8LCw8PDw8LEyMLDwsPCw8LEwsTCw8bCwsPCwsLDwsP",
                "CxsPDwsfDwsfCwsPCwsPDwsbCw8PCx8PDwsfDxsLDw8PDwsfDw8LHw8bCwMPFxMTDxcPDwUtCwsP",
                "LxMLCwsLEwsTGwsbCwsLCwsLEwENExMPBwsPBQ0TEwcfEwcCNgYfBRcFGR1jGx1lZx1rbRUddx2L",
                "jRUdkQUbBQsdRwEdSQEVT1UdcXMFHQMDpdkDByUnKSstLwUfEQkABSERBQkFIxEFBQUlAwM1NwUn",
                "AwM5OwUpAQM9AwU/E0FDBSsFLRELCQkVBS8FMR1NGwUzHVFTBTUtAwf7FccVV10dWVsFNy0DB64C",
                "H00dX2EFOS0DB/oCKzcFOwU9HWkBBT8FQRVvDRUNDQVDLXUHtR9xBUUVeX8de30FRy0FB9oCI4kV",
                "gYcdg4UFSS0FB14FH1sdH4ktAweHMVEFSxWPERURERWTmR2VlwVNLQUHLgIjaRWboR2dnwVPLQUH",
                "ggQfSR0foy0DB4cfLQVRDUUDrwEPBaenBQOtAQMbCQsDsQEBCRsBAQMTAwEdUwMDux8VEQAAAAAA",
                "AAAADQO3px1VCwMdVwUBAwW9vSMTAwXN0Q0Fv8+3px1ZDQW/07enHVsdNx1dDQEdXx1hAwW7uxsD",
                "QQcbAyEHAQICCQEJAQIEKQNBESkDIREHEQUNDQUNDSkDBRcTBEoCBQNRASMBBwQiAgMBCQVBATMD",
                "DVABBQcE8wMRGwUbFxsZAAEGGQMBAwMBBhcDAQMBB1ZLBwUBAQUHBQcEgwMRHwUHCQcJAAEGCwMP",
                "AwEBJg8DDwMDCQMBC0cPIQkDDwMHAQYPAwMDCQtHCyELAw8FBQcBBgsDAwMNCQQJBQsPAQYHAw0D",
                "CwEGBwMNAwkPBAcFDw0GAwEFAQCqCmMdGw8VFQMhGykLGxcVJUsdIRUXFRMLDSkFBwsLCx8TJSk5",
                "LwVNWxURHw8nCw83CwkRYnVpbHRpbgBzZHkAdmhsbwB1bnJlYWxpemVkX2NvbnZlcnNpb25fY2Fz",
                "dABtb2R1bGUAbWVzaABtYW51YWxfY29tcHV0YXRpb24AcmV0dXJuAGN1c3RvbV9jYWxsX3YyAGZ1",
                "bmNfdjEAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRl",
                "LnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9hcGkucHkAYQBmdW5jdGlvbi48bG9j",
                "YWxzPi5ib3RoAGpheC51c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51bV9wYXJ0aXRpb25z",
                "AG1obG8ubnVtX3JlcGxpY2FzAGppdF9ib3RoAHN0YWJsZWhsby5tZXNoAGF4ZXMAbmFtZQBzaXpl",
                "AGR5AHgAaml0KGJvdGgpL3NoYXJkX21hcABlbnRyeQBtYWluADxtb2R1bGU+AGppdChib3RoKQBz",
                "aGFyZF9tYXA6AHNoYXJkX21hcABtaXNoX2dyYWRfc2hhcmQARGVjbGFyZWQuYmluZAAvd29yay93",
                "dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvb3AucHkAX21pc2hfZ3JhZF90cmFjZWQAbWlzaF9ncmFk",
                "AG1pc2hfc2hhcmQAX21pc2hfdHJhY2VkAG1pc2gAbWhsby5iYWNrZW5kX2NvbmZpZwBzZHkuc2hh",
                "cmRpbmcAamF4LnJlc3VsdF9pbmZvAAByZXN1bHRbMF0AcmVzdWx0WzFdAHB1YmxpYwBqYXhfbWlz",
                "aF9md2QAamF4X21pc2hfZ3JhZAAISw0FYwEFqxULx8nL1dcHqbOpE8HD27XFubW5tRPBw921xd+1",
                "ubUAAAABAAAABAAAAAMAAABjcHUABgAAAMwAAACoAAAAgAAAAFgAAAAwAAAABAAAADD7//8IAAAA",
                "AAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3JhZAAAAABY+///CAAAAAAAAAETAAAAamF4X21pc2hf",
                "YXNjZW5kX2Z3ZAB8+///CAAAAAAAAAESAAAAamF4X21pc2hfYmlhc19ncmFkAACg+///CAAAAAAA",
                "AAERAAAAamF4X21pc2hfYmlhc19md2QAAADE+///CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAA",
                "AOT7//8IAAAAAAAAAQwAAABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAACAAAAtAAAAAQAAADi/f//",
                "BAAAALr9//8MAAAAFAAAAEgAAAAGAAAAZGV2aWNlAADW/f//DAAAAAwAAAAMAAAAAAAAAAAAAAAB",
                "AAAABAAAAMr9//8EAAAAAQAAAAQAAAABAAAAYQAAAJz+//8QAAAAKAAAACwAAAA4AAAAtv3//wgA",
                "AAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAABAAAAYQAAAAEAAAACAAAAjv7/",
                "/wQAAABm/v//DAAAABQAAABIAAAABgAAAGRldmljZQAAgv7//wwAAAAMAAAADAAAAAAAAAAAAAAA",
                "AQAAAAQAAAB2/v//BAAAAAEAAAAEAAAAAQAAAGEAAABI////EAAAACgAAAAsAAAAOAAAAGL+//8I",
                "AAAADAAAAAMAAABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAAAAIA",
                "AADMAAAABAAAAEb///8EAAAAHv///wwAAAAUAAAAVAAAAAYAAABkZXZpY2UAADr///8MAAAADAAA",
                "AAwAAAAAAAAAAAAAAAEAAAAEAAAALv///wQAAAABAAAABAAAAAEAAABhAAAADAAUABAADAAIAAQA",
                "DAAAABAAAAAoAAAALAAAADgAAAAm////CAAAAAwAAAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAAB",
                "AAAABAAAAAEAAABhAAAAAQAAAAIAAAAAAAoACAAAAAAABAAKAAAABAAAAOL///8MAAAAIAAAAGgA",
                "AAAGAAAAZGV2aWNlAAAAAAoAEAAMAAgABAAKAAAADAAAAAwAAAAMAAAAAAAAAAAAAAABAAAADAAA",
                "AAAABgAIAAQABgAAAAQAAAABAAAABAAAAAEAAABhAAAADAAWABAADAAIAAQADAAAABwAAAA0AAAA",
                "OAAAAEQAAAAAAAoADAAIAAAABAAKAAAACAAAAAwAAAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAAB",
                "AAAABAAAAAEAAABhAAAAAQAAAAIAAAACAAAAJAAAAAQAAACA////AAABCQQAAAABAAAABAAAAAIA",
                "AAAxNgAAnP///wAAAQkEAAAAAQAAAAQAAAACAAAAMTYAAFz///8IAAAAAAAAAgIAAAAMAAAABAAA",
                "AFD///9U////AgAAADAAAAAEAAAA5P///wAAAQkEAAAAAQAAAAQAAAACAAAAMTYAAAwADAAAAAgA",
                "BwAGAAwAAAAAAAEJBAAAAAEAAAAEAAAAAgAAADE2AADM////CAAAAAAAAAICAAAALAAAABAAAAAA",
                "AAoADAALAAAABAAKAAAACAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAICAAAAEAAAAAQA",
                "AAD8////BAAEAAQAAAAEAAAAYm90aAAAAAA=",
            ),
        },
        {
            "form": "bias",
            "dtype": "float16",
            "targets": ("jax_mish_bias_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.ffc0000000000p+14 -0x1.ffc0000000000p+14 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
                (
                    "float16",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (4, 4),
                    (
                        "0x1.8040000000000p-2 -0x1.0a00000000000p-3 inf -0x0.0p+0",
                        "nan 0x1.ffc0000000000p+14 -0x0.0p+0 -0x1.36c0000000000p-2",
                        "0x1.8040000000000p-2 0x1.3840000000000p-1 "
                        "-0x1.3a00000000000p-2 0x1.6740000000000p+0",
                        "-0x1.aa80000000000p-4 0x1.d800000000000p+3 "
                        "-0x1.0000000000000p-24 -0x1.1240000000000p-2",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB4AAAAfAAAAIQAAACEAAAAhAAAANAAAAAAAAoA0AAAANwE",
                "AADIBQAAyAUAAMAEAADEBQAAzAUAAAEAAADYBQAABAYAABgGAABwBgAAzAYAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAACAAAAAAAAAAAAAAABAAAAAAAAAAIAAAAAAAAAAQAAAAAAAAAAAAAA",
                "AgAAACQAAAAEAAAAHPr//wAAAQkEAAAAAQAAAAQAAAABAAAANAAAADj6//8AAAEJBAAAAAIAAAAQ",
                "AAAABAAAAAEAAAA0AAAAAQAAADQAAAACAAAAAAABAPwDAABNTO9SDVN0YWJsZUhMT192MS4xOC4w",
                "AAEZBQEFCQEDCwMHDxMXA7+ZEwF1CwcPDw8PCw8PDw8jCw8LCwsPCw8LEwsPCw8PCxsLDwsfDwsf",
                "DwsbCxsPDw8PDw8LGw8PCx8PCx8PCwMlCwtPEwsPEwsLCwsLCwsLEy8PAQULDwMPFwcTBxsTEwJ6",
                "BAUNHxEDBRUJPR03OR0/QQUPHUVHHUtNHU9RFV1jAwcZGx0FHwUFEREBAAUTBRUFFx0lAwUZHSkD",
                "BRsDAy11BR0dMTMFHxU1UxUHBwUhLTsHtR9xBSMVC0MFJS0NB44CI2kVD0kFJy0NB1YEJ2cVERMF",
                "KS0BB7UfZwUrLQEHw0tjFQlVFQtXFQ9ZFRFbFRMVHV9hBS0tAQf7FccVZWsdZ2kFLy0BB64CH00d",
                "bW8FMS0BB/oCKzcdcxUFMw0BAwEfDyEBAAAAAAAAAAAAAAAAAAAAAwV1dSMNAwOBDQODhR01HTcd",
                "Lx05CwMdOx09BQEDBXmVHxERAAAAAAAAAAADA3kBCQECAikFEREHBykDEQcTEQUFCQMFKQMJCykD",
                "BQsEVwUBUQMXAQcERQMBBQNQAwMHBDEDBwsFCyMTJwAFRy8rBQMFBQEDBwRxAwUGAwEFAQAqCD8l",
                "Aw8VIR0TCw1BPQslSx09KQUFGSUpOU1bFR8RDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBmdW5jX3Yx",
                "AGN1c3RvbV9jYWxsX3YyAHJldHVybl92MQAvd29yay93dC9iaWFzb3AvdGVzdHMvZXhwb3J0X2dv",
                "bGRlbi93cml0ZS5weQAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGpheC51",
                "c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxp",
                "Y2FzAGppdF9fbGFtYmRhAHgAYgBtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlz",
                "aF9iaWFzX3NoYXJkAERlY2xhcmVkLmJpbmQAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19jb3Jl",
                "L29wLnB5AF9taXNoX2JpYXNfdHJhY2VkAG1pc2gAYmlhc19mdW5jdGlvbi48bG9jYWxzPi5taXNo",
                "X2IAYmlhc19mdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWluADxtb2R1bGU+AGpp",
                "dCg8bGFtYmRhPikAamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2Jp",
                "YXNfZndkAAgpBwVDAQt7fX+HiROLjY93kZN3l3cBAAAABAAAAAMAAABjcHUABgAAAMwAAACoAAAA",
                "gAAAAFgAAAAwAAAABAAAACz+//8IAAAAAAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3JhZAAAAABU",
                "/v//CAAAAAAAAAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZAB4/v//CAAAAAAAAAESAAAAamF4X21p",
                "c2hfYmlhc19ncmFkAACc/v//CAAAAAAAAAERAAAAamF4X21pc2hfYmlhc19md2QAAADA/v//CAAA",
                "AAAAAAENAAAAamF4X21pc2hfZ3JhZAAAAOD+//8IAAAAAAAAAQwAAABqYXhfbWlzaF9md2QAAAAA",
                "AAAAAAAAAAABAAAABAAAAOz+//8CAAAADAAAAAQAAAD8/v//AP///wEAAAAEAAAAmP///wAAAQkE",
                "AAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAFj///8IAAAAAAAAAgEAAAAEAAAASP///wIA",
                "AAAwAAAABAAAAOT///8AAAEJBAAAAAEAAAAEAAAAAQAAADQAAAAMAAwAAAAIAAcABgAMAAAAAAAB",
                "CQQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAzP///wgAAAAAAAACAgAAACwAAAAQAAAA",
                "AAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAgAAABAAAAAE",
                "AAAA/P///wQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "bias_grad",
            "dtype": "float16",
            "targets": ("jax_mish_bias_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (4, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.ffc0000000000p+14 -0x1.ffc0000000000p+14 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
                (
                    "float16",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (4, 4),
                    (
                        "0x1.c5c0000000000p-1 -0x1.c240000000000p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6bc0000000000p-5",
                        "0x1.5480000000000p+0 0x1.f8c0000000000p+0 "
                        "-0x1.c280000000000p-4 0x1.16c0000000000p-3",
                        "-0x1.2a00000000000p-4 -0x1.0000000000000p+0 "
                        "-0x1.8000000000000p-22 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (4,),
                    ("nan 0x1.5e00000000000p-2 0x1.8f80000000000p-2 0x1.7780000000000p-4",),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAACAAAAAiAAAAJQAAACUAAAAlAAAAOAAAAAAAAoA5AAAABwH",
                "AAAICAAACAgAAAAHAAAECAAAFAgAAAEAAAAoCAAAdAgAAJAIAAAUCQAAeAkAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAAAAAAAAAAAAwAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAQAAAAMAAAAAAAAA",
                "AAAAAAEAAAAAAAAAAAAAAAIAAAAkAAAABAAAAIj3//8AAAEJBAAAAAEAAAAEAAAAAQAAADQAAACk",
                "9///AAABCQQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAAwAAAAAAAQACAAAAJQYAAE1M",
                "71INU3RhYmxlSExPX3YxLjE4LjAAASEFAQURAQMLAw8PExcbHyMnAxYC2x0BqwsHDwsPDw8PDw8P",
                "Dw8LDw8PIwsPCwsLDwsPCw8LCw8LGw8PCx8PCx8PCw8bCxsPCw8LDw8bEwsPCw8PCxsLDwsfCw8P",
                "Cx8PCx8PCxsPGw8PDw8PDw8DMQtPCwsvFwsTEwsTCwsLHw8LCwsLFw8XEwEFCw8DGRcTBw8HByMX",
                "EwcTEwKGBgUVHx13eQUXFRMPEQMFHTsPFT1DFVUJHVlbFQV9HX+BHYmLBRkdj5EdlZcdB5sDByUn",
                "KQsrCwUbEQEABR0FHwUhHTEDBSMdNQMFJR05AwUnBSkdP0EFKy0BB/sVxxVFSx1HSQUtLQEHrgIf",
                "TR1NTwUvLQEH+gIrNx1TEQUxHQdXLQEHyWebBTMtAQfJO7kdXxEFNR1jZQU3FWcJHQdpLQEHyXeZ",
                "AwNtqwU5HXFzBTsVdZ0VFRUFPS17B7UfcQU/FReFBUEtgwf6BB17BUMVBYcVGY0FRS0bB44CI2kV",
                "HZMFRy0bB1YEJ2cVH5kFSS0BB7UfZxUhEy0BB8mBmRUFnxUXoRUFoxUZpRUdpxUfqRUhCQ0BHxkh",
                "AQAAAAAAAAAAAAAAAAAAAB1LAwEfGxEAAAAAAAAAAAMHq6urIxEDBbu/DQOvvR1NDQOvwR1PHS0d",
                "UR8LCQAAgD8fFQELAx1THVUFAQMHra2zAwPXFQMBAQEDBa2zAQkBAgIpBRERCSkDEQkHKQENCRMR",
                "BwUFBwUFBykFERENKQMBFx0pAwkPKQMFDwSbBQFRAyMBBwSJAwEFA1ADAwcEdQMTGwcLLwszDzcA",
                "BUINBQMLB0ZRBwMTAwcJBl0DBQMJCwZhAwUFAQsNR29rCQUFBwcNAwUPBA0FDxEGAwEFAQB+DVcn",
                "Aw8VFSE9CyVNH0sdaSlHaUFhEwsNHQUFBxklKTlNZVsVHxkXKRkRDwsRYnVpbHRpbgB2aGxvAG1v",
                "ZHVsZQBmdW5jX3YxAGNvbnN0YW50X3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAY29udmVydF92MQBt",
                "dWx0aXBseV92MQBjdXN0b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3QvYmlhc29wL3Rlc3Rz",
                "L2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAYmlhc19mdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPi48",
                "bG9jYWxzPi48bGFtYmRhPgAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGph",
                "eC51c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3Jl",
                "cGxpY2FzAGppdF9fbGFtYmRhAGR5AHgAYgBqaXQoPGxhbWJkYT4pAGVudHJ5AG1haW4APG1vZHVs",
                "ZT4Aaml0KDxsYW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL2Jyb2FkY2FzdF9pbl9kaW0AYmlhc19m",
                "dW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBqaXQoPGxhbWJkYT4pL3RyYW5zcG9zZShqdnAoKSkv",
                "Y29udmVydF9lbGVtZW50X3R5cGUAaml0KDxsYW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL211bABt",
                "aGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9taXNoX2Jp",
                "YXNfZ3JhZF9zaGFyZABEZWNsYXJlZC5iaW5kAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29y",
                "ZS9vcC5weQBfbWlzaF9iaWFzX2p2cAAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvb3Bz",
                "LnB5AF9taXNoX2JpYXNfdHJhY2VkAG1pc2gAYmlhc19mdW5jdGlvbi48bG9jYWxzPi5taXNoX2IA",
                "amF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQByZXN1bHRbMV0AcHVibGljAABqYXhfbWlzaF9iaWFz",
                "X2dyYWQACDELBVsBC7W3ucPFA8cDyRPLzc+x0dPV2bEAAAABAAAABAAAAAMAAABjcHUABgAAAMwA",
                "AACoAAAAgAAAAFgAAAAwAAAABAAAAMj9//8IAAAAAAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3Jh",
                "ZAAAAADw/f//CAAAAAAAAAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZAAU/v//CAAAAAAAAAESAAAA",
                "amF4X21pc2hfYmlhc19ncmFkAAA4/v//CAAAAAAAAAERAAAAamF4X21pc2hfYmlhc19md2QAAABc",
                "/v//CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAAAHz+//8IAAAAAAAAAQwAAABqYXhfbWlzaF9m",
                "d2QAAAAAAAAAAAAAAAACAAAADAAAAAQAAACE/v//iP7//wMAAAAUAAAADAAAAAQAAACc/v//oP7/",
                "/6T+//8CAAAAJAAAAAQAAABI////AAABCQQAAAABAAAABAAAAAEAAAA0AAAAZP///wAAAQkEAAAA",
                "AgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAACT///8IAAAAAAAAAgIAAAAMAAAABAAAABD///8U",
                "////AwAAAFwAAAAkAAAABAAAALz///8AAAEJBAAAAAEAAAAEAAAAAQAAADQAAADY////AAABCQQA",
                "AAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAADAAMAAAACAAHAAYADAAAAAAAAQkEAAAAAgAA",
                "ABAAAAAEAAAAAQAAADQAAAABAAAANAAAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsA",
                "AAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgMAAAAYAAAADAAAAAQAAAD4",
                "/////P///wQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "bias_vmap",
            "dtype": "float16",
            "targets": ("jax_mish_bias_fwd", "jax_mish_bias_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (2, 2, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (2, 2, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.ffc0000000000p+14 -0x1.ffc0000000000p+14 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
                (
                    "float16",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (2, 2, 4),
                    (
                        "0x1.8040000000000p-2 -0x1.0a00000000000p-3 inf -0x0.0p+0",
                        "nan 0x1.ffc0000000000p+14 -0x0.0p+0 -0x1.36c0000000000p-2",
                        "0x1.8040000000000p-2 0x1.3840000000000p-1 "
                        "-0x1.3a00000000000p-2 0x1.6740000000000p+0",
                        "-0x1.aa80000000000p-4 0x1.d800000000000p+3 "
                        "-0x1.0000000000000p-24 -0x1.1240000000000p-2",
                    ),
                ),
                (
                    "float16",
                    (2, 2, 4),
                    (
                        "0x1.c5c0000000000p-1 -0x1.c240000000000p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6bc0000000000p-5",
                        "0x1.5480000000000p+0 0x1.f8c0000000000p+0 "
                        "-0x1.c280000000000p-4 0x1.16c0000000000p-3",
                        "-0x1.2a00000000000p-4 -0x1.0000000000000p+0 "
                        "-0x1.8000000000000p-22 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (4,),
                    ("nan 0x1.5e00000000000p-2 0x1.8f80000000000p-2 0x1.7780000000000p-4",),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHgAAACEAAAAkAAAAJwAAACcAAAAnAAAAPQAAAAAAAoA+AAAAIAG",
                "AABsBwAAbAcAAGQGAABoBwAAgAcAAAEAAACUBwAAJAgAAEgIAADkCAAASAkAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAwAAAAAAAAAAAAAAAAAAAAMAAAAAAAAAAAAAAAAAAAADAAAAAAAAAAAAAAABAAAA",
                "AwAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAgAAACQAAAAEAAAAzPf//wAAAQkEAAAAAQAAAAQAAAAB",
                "AAAANAAAAOj3//8AAAEJBAAAAAMAAAAcAAAAEAAAAAQAAAABAAAANAAAAAEAAAAyAAAAAQAAADIA",
                "AAADAAAAAAABAAIAAAB2BQAATUzvUg1TdGFibGVITE9fdjEuMTguMAABGQUBBQkBAwsDBw8TFwMK",
                "At8TAasPBwsLDxMPDwsPDw8LDw8PDw8PDyMLDwsLCw8LDwsPCwsPCw8PCxsLDx8PCx8PDwsfDwsf",
                "DwsbCxsPDw8PDw8PDw8LGw8PCx8PCx8PCw8PDx8PDw8LAzULC28LCwsLEy8XCxcTCxMLEwsLCwsP",
                "CxcPFwEFCw8DDxsTBwcnExMCggYdS00fBQ0FDxEDBQMDQa0VAVEdEVMFERUBVR1XWR1fYQUTHWVn",
                "HWttHW9xFQF3FYOJFQGfHRGhAwcrLS8JMQkFFREBAAUXBRkFGx03AwUdHTsDBR8dPwMFIQUjHUVH",
                "BSUVSXMVDQ0FJy1PB7UfcQUpFQ8TLQcH9gQRTxUVWwUrLQcHFgQfhxUBXRUXYwUtLRkHjgIjaRUb",
                "aQUvLRkHVgQnZxUdHwUxLQUHtR9nBTMtBQfTK48VAXUVDyEVFXkVAXsVF30VG38VHYEVHyMdhYcF",
                "NS0FB/sVxxWLkR2NjwU3LQUHrgIfTR2TlQU5LQUH+gIrNx2ZmwU7FZ2jFSUlFScTLQcH+gQdexUB",
                "pRUnIR2pIwU9AwENAR8PMQIAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAB0/CwMdQQUBAwWvux8REQAA",
                "AAAAAAAAAwetra0jDQMHw8fLDQOxxR1DDQOxyR1FDQOxzR1HHTcdSR1LAwOvHU0DB6+vuwMD3RUD",
                "AQEBAQkBAgIpBwkJEQkpAxEJBxMRBwUFBwcFBQcpAw0LKQMFCwR3BQFRAykBBwRlAwEFBVADAwcE",
                "UQMNDwcLNQs5Dz0AA0dDCwUDBQUDBQNHlwsHBQUHBwEDBQcEpwcHCQsGAwEFAQASC08nJQ8VFRUD",
                "IRtzEwsNPz0LJSNLHVMpBQUHGSUpOU0fTVsVER8PCxFidWlsdGluAHZobG8AbW9kdWxlAGN1c3Rv",
                "bV9jYWxsX3YyAGZ1bmNfdjEAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBvcnRf",
                "Z29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcHMucHkAX21p",
                "c2hfYmlhc19qdnAAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19jb3JlL2FwaS5weQBqYXgudXNl",
                "c19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNh",
                "cwBqaXRfYmF0Y2hlZABkeQB4AGIAbWhsby5iYWNrZW5kX2NvbmZpZwBqaXQoYmF0Y2hlZCkvanZw",
                "KHZtYXAoKSkvbWlzaF9iaWFzX3NoYXJkAERlY2xhcmVkLmJpbmQAL3dvcmsvd3QvYmlhc29wL2ph",
                "eF9taXNoL19jb3JlL29wLnB5AF9taXNoX2JpYXNfYmF0Y2gAX21pc2hfYmlhc190cmFjZWQAbWlz",
                "aABiaWFzX2Z1bmN0aW9uLjxsb2NhbHM+Lm1pc2hfYgBiaWFzX2Z1bmN0aW9uLjxsb2NhbHM+LmJh",
                "dGNoZWQAZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoYmF0Y2hlZCkvdHJhbnNwb3NlKGp2cCh2bWFw",
                "KCkpKS9taXNoX2JpYXNfZ3JhZF9zaGFyZABqaXQoYmF0Y2hlZCkAamF4LnJlc3VsdF9pbmZvAABy",
                "ZXN1bHRbMF0AcmVzdWx0WzFdAHJlc3VsdFsyXQBwdWJsaWMAamF4X21pc2hfYmlhc19md2QAamF4",
                "X21pc2hfYmlhc19ncmFkAAg9CQVnAQu9v8HP0ROztdOrt7mr1asTs7XXq7fZ27mrAAABAAAABAAA",
                "AAMAAABjcHUABgAAAMwAAACoAAAAgAAAAFgAAAAwAAAABAAAAFz9//8IAAAAAAAAARQAAABqYXhf",
                "bWlzaF9hc2NlbmRfZ3JhZAAAAACE/f//CAAAAAAAAAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZACo",
                "/f//CAAAAAAAAAESAAAAamF4X21pc2hfYmlhc19ncmFkAADM/f//CAAAAAAAAAERAAAAamF4X21p",
                "c2hfYmlhc19md2QAAADw/f//CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAAABD+//8IAAAAAAAA",
                "AQwAAABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAADAAAAFAAAAAwAAAAEAAAAHP7//yD+//8k/v//",
                "AwAAABQAAAAMAAAABAAAADj+//88/v//QP7//wMAAABcAAAAJAAAAAQAAAD0/v//AAABCQQAAAAB",
                "AAAABAAAAAEAAAA0AAAAEP///wAAAQkEAAAAAwAAABwAAAAQAAAABAAAAAEAAAA0AAAAAQAAADIA",
                "AAABAAAAMgAAAET///8AAAEJBAAAAAMAAAAcAAAAEAAAAAQAAAABAAAANAAAAAEAAAAyAAAAAQAA",
                "ADIAAAAE////CAAAAAAAAAIDAAAAFAAAAAwAAAAEAAAA9P7///j+///8/v//AwAAAGgAAAAkAAAA",
                "BAAAALD///8AAAEJBAAAAAEAAAAEAAAAAQAAADQAAADM////AAABCQQAAAADAAAAHAAAABAAAAAE",
                "AAAAAQAAADQAAAABAAAAMgAAAAEAAAAyAAAADAAMAAAACAAHAAYADAAAAAAAAQkEAAAAAwAAABwA",
                "AAAQAAAABAAAAAEAAAA0AAAAAQAAADIAAAABAAAAMgAAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAA",
                "AAAACgAMAAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgMAAAAYAAAA",
                "DAAAAAQAAAD4/////P///wQABAAEAAAABwAAAGJhdGNoZWQA",
            ),
        },
        {
            "form": "bias_sharded",
            "dtype": "float16",
            "targets": ("jax_mish_bias_fwd", "jax_mish_bias_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float16",
                    (4, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.ffc0000000000p+14 -0x1.ffc0000000000p+14 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
                (
                    "float16",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (4, 4),
                    (
                        "0x1.8040000000000p-2 -0x1.0a00000000000p-3 inf -0x0.0p+0",
                        "nan 0x1.ffc0000000000p+14 -0x0.0p+0 -0x1.36c0000000000p-2",
                        "0x1.8040000000000p-2 0x1.3840000000000p-1 "
                        "-0x1.3a00000000000p-2 0x1.6740000000000p+0",
                        "-0x1.aa80000000000p-4 0x1.d800000000000p+3 "
                        "-0x1.0000000000000p-24 -0x1.1240000000000p-2",
                    ),
                ),
                (
                    "float16",
                    (4, 4),
                    (
                        "0x1.c5c0000000000p-1 -0x1.c240000000000p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6bc0000000000p-5",
                        "0x1.5480000000000p+0 0x1.f8c0000000000p+0 "
                        "-0x1.c280000000000p-4 0x1.16c0000000000p-3",
                        "-0x1.2a00000000000p-4 -0x1.0000000000000p+0 "
                        "-0x1.8000000000000p-22 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (4,),
                    ("nan 0x1.5e80000000000p-2 0x1.8f80000000000p-2 0x1.7780000000000p-4",),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHgAAACEAAAAkAAAAJwAAADQAQAAJAIAAHACAAAAAAoAdAIAAPAK",
                "AADcCwAA3AsAANQKAADYCwAAzA0AAAIAAAAAEAAAeBAAAJwQAAAgEQAAhBEAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAwAAAAEAAAABAAAAAgAAAAMAAAABAAAAAQAAAAIAAAADAAAAAAAAAAAAAAABAAAA",
                "AwAAAAAAAAAAAAAAAQAAAAIAAACQAAAABAAAACbx//8MAAAAFAAAACwAAAAGAAAAZGV2aWNlAABC",
                "8f//DAAAAAwAAAAMAAAAAAAAAAAAAAAAAAAA7PH//xAAAAAoAAAALAAAADgAAAAG8f//CAAAAAwA",
                "AAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAACu8f//DAAA",
                "ABQAAABIAAAABgAAAGRldmljZQAAyvH//wwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAQAAAC+8f//",
                "BAAAAAEAAAAEAAAAAQAAAGEAAACQ8v//EAAAACgAAAAsAAAAOAAAAKrx//8IAAAADAAAAAMAAABj",
                "cHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAAAAEAAAAEAAAA6PL//xAA",
                "AAAoAAAALAAAADgAAAAC8v//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAA",
                "AAEAAABhAAAAAQAAAAIAAAACAAAAJAAAAAQAAAAM8f//AAABCQQAAAABAAAABAAAAAEAAAA0AAAA",
                "KPH//wAAAQkEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAAMAAAAAAAEAAgAAAGsIAABN",
                "TO9SDVN0YWJsZUhMT192MS4xOC4wAAErBwEFCRUBBQ8TAwcXGx8FCyMnKy8zA+4CbgIjAcMHCw8P",
                "DxcPCw8PDxMTCwsLCw8LDw8PDwsLDxsXIwsPCw8LDwsLEwsPGwsLDwsLDwsfDw8LHw8PHw8LHw8P",
                "CxsPCxsLCwsPCw8LGw8PCx8PCx8LCw8LCw8PCxsLDw8fDw8fAxMbFxMTFw8XDw8FSQsLTwsTCwsL",
                "Ey8XEwsXGwsbCxsLCwsLCw8LFxMXDxcLExMLCwEbCxMPExMfCwsTCxcLDwEPExcXBw8LDwUVFxMH",
                "Fw8HJxMTBwJOCR8FGx1bDR2jLR2lpx06Aj4CFV1jBR0dq60VFbcdsbMVFUYCAwNJSwUfBQsFIQUj",
                "FXF3CR0dhQEdhwEdiQEVj5UFJQUnFRW9AwNSAgICHVYCWgIDBzs9P0FDRQUpEQsABSsRCQkFLREJ",
                "BQUvBTEDA01PBTMBA1EDBVMbVVcFNQU3EQ0JBTkFOx1fYQU9LR8HagIfWRVlax1naQU/LR8HRgJN",
                "fxVtIx0hby0PB4oCH5Udc3UFQS0PB1YEJ2cVeX8de30FQy0DB7UfZx2BgwVFLQMHuyNNBUcFSQVL",
                "HY0tBU0dkZMFTy0DB/sVxxWXnR2ZmwVRLQMHrgIfTR2foQVTLQMH+gIrNwVVBVcdqQEFWQVbFa8T",
                "FRMTBV0ttQe1H3EFXxW5Mx0vuy0xB/oEHXsVvyMdIcEtDweOAiNpDSUFz8kBDSUDyQEFA80BCwEB",
                "AQ8Hw8PFAx8JCwPRAQEJHwEBAxsdYQMBHx0hAQAAAAAAAAAAAAAAAAAAAB1jDQPVwwsDHWUFAQMF",
                "2ecfHxEAAAAAAAAAAAMH3d3rDQPVxSMbAwfx9fkNBdvz1cMdZw0F2/fVwx1pDQXb+9XFHWsdUR1t",
                "DQEdbwMD2R1xAwfZ2ecDAxoCFQMBAQETIQUvJgIqAh05AwMuAi0yAgEdHwUDBXMVQgIXFRcXFUoC",
                "Mx0vTgItMQf2BBFPBXUFdx1eAgEFeR1mAmoCBXsVDQ0bAxEHGwUREQcbBQkRBwkBAgIBCQECBCkF",
                "ERETKQMREwcpBQkREykBExMRBw8PEQcPDxEpAwkZKQMFGR0EkgMFA1EBOQEHBGoDAwENBUEBGQMF",
                "QQUZBQ9QAQcHBBYDAxkjBx8nHykjKwABBisDAQMFAQYpAwMDAwEGJwMDAwEHVosJBwMDAQcLCQcH",
                "BPUDGysHCwkLCQMJAAEGEQMVAwEBJgsDEQMFCQMBASYLAxUDAwkDAQ1HCzULAxUFCwkBBgsDBQMN",
                "DUcRNQ0FFREHBwsJAQYRAwUDERFWBQ8DEQMTBwQvAwcLBS83LzcAEwZiAgMXBQEDCwQFAwUBBgUD",
                "AQMXCQQJBw8VGQEGBwMRAxEBBgcDDwMPAQYHAw8DDQsEBwcXFRMGAwEFAQASEH0rHyEpLSclDxUV",
                "FQMhG0sdTRUXIxMLDTcFBQdHPQsnHUEPCwsLHyElKTlNHyVRBU1bDx0RHxUPJwsPNwsJEWJ1aWx0",
                "aW4Ac2R5AHZobG8AdW5yZWFsaXplZF9jb252ZXJzaW9uX2Nhc3QAbW9kdWxlAG1lc2gAbWFudWFs",
                "X2NvbXB1dGF0aW9uAHJldHVybgByZXR1cm5fdjEAY3VzdG9tX2NhbGxfdjIAZnVuY192MQBhbGxf",
                "cmVkdWNlX3YyAGFkZF92MQAvd29yay93dC9iaWFzb3AvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0",
                "ZS5weQAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGEAL3dvcmsvd3QvYmlh",
                "c29wL2pheF9taXNoL19jb3JlL2F2YWxzLnB5AF9taXNoX2JpYXNfdHJhY2VkAF9taXNoX2JpYXNf",
                "anZwAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcHMucHkAamF4LnVzZXNfc2hhcGVf",
                "cG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X2Z3",
                "ZF9hbmRfdmpwAHN0YWJsZWhsby5tZXNoAGF4ZXMAbmFtZQBzaXplAG1lc2hfMAB0cmFuc3Bvc2Uo",
                "anZwKCkpL3BzdW1faW52YXJpYW50AF9jYXN0X3ZhcnlpbmcAbWF0Y2hfdmFyeWluZ19heGVzAG1p",
                "c2gAYmlhc19mdW5jdGlvbi48bG9jYWxzPi5taXNoX2IAYmlhc19mdW5jdGlvbi48bG9jYWxzPi5m",
                "d2RfYW5kX3ZqcABkeQB4AGIAaml0KGZ3ZF9hbmRfdmpwKS9zaGFyZF9tYXAAZW50cnkAbWFpbgA8",
                "bW9kdWxlPgBqaXQoZndkX2FuZF92anApAHNoYXJkX21hcDoAc2hhcmRfbWFwAHRyYW5zcG9zZShq",
                "dnAoKSkvbWlzaF9iaWFzX2dyYWRfc2hhcmQARGVjbGFyZWQuYmluZAAvd29yay93dC9iaWFzb3Av",
                "amF4X21pc2gvX2NvcmUvb3AucHkAc2R5LnNoYXJkaW5nAGpheC5yZXN1bHRfaW5mbwAAcmVzdWx0",
                "WzBdAHJlc3VsdFsxXQByZXN1bHRbMl0AcHVibGljAGpheF9taXNoX2JpYXNfZndkAGpheF9taXNo",
                "X2JpYXNfZ3JhZABqdnAoKS9taXNoX2JpYXNfc2hhcmQAbWhsby5iYWNrZW5kX2NvbmZpZwBwc3Vt",
                "X2ludmFyaWFudDoAcHN1bV9pbnZhcmlhbnQAdHJhbnNwb3NlKGp2cCgpKS9hZGQACGkRBY8BBccd",
                "BcdZC+nt7/3/B8vTyxff4QYC1+Pl1woC1xnf4Q4C1+MSAhYC5dcNHgIiAjYCAAEAAAAEAAAAAwAA",
                "AGNwdQAGAAAAzAAAAKgAAACAAAAAWAAAADAAAAAEAAAAkPn//wgAAAAAAAABFAAAAGpheF9taXNo",
                "X2FzY2VuZF9ncmFkAAAAALj5//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkANz5//8I",
                "AAAAAAAAARIAAABqYXhfbWlzaF9iaWFzX2dyYWQAAAD6//8IAAAAAAAAAREAAABqYXhfbWlzaF9i",
                "aWFzX2Z3ZAAAACT6//8IAAAAAAAAAQ0AAABqYXhfbWlzaF9ncmFkAAAARPr//wgAAAAAAAABDAAA",
                "AGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAMAAABIAQAAmAAAAAQAAAC+/P//BAAAAJb8//8MAAAA",
                "FAAAACwAAAAGAAAAZGV2aWNlAACy/P//DAAAAAwAAAAMAAAAAAAAAAAAAAAAAAAAXP3//xAAAAAo",
                "AAAALAAAADgAAAB2/P//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAAAAEA",
                "AABhAAAAAQAAAAIAAABO/f//BAAAACb9//8MAAAAFAAAAEgAAAAGAAAAZGV2aWNlAABC/f//DAAA",
                "AAwAAAAMAAAAAAAAAAAAAAABAAAABAAAADb9//8EAAAAAQAAAAQAAAABAAAAYQAAAAj+//8QAAAA",
                "KAAAACwAAAA4AAAAIv3//wgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAAB",
                "AAAAYQAAAAEAAAACAAAA+v3//wQAAADS/f//DAAAABQAAABIAAAABgAAAGRldmljZQAA7v3//wwA",
                "AAAMAAAADAAAAAAAAAAAAAAAAQAAAAQAAADi/f//BAAAAAEAAAAEAAAAAQAAAGEAAAC0/v//EAAA",
                "ACgAAAAsAAAAOAAAAM79//8IAAAADAAAAAMAAABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAA",
                "AQAAAGEAAAABAAAAAgAAAAMAAABgAQAAmAAAAAQAAAC2/v//BAAAAI7+//8MAAAAFAAAACwAAAAG",
                "AAAAZGV2aWNlAACq/v//DAAAAAwAAAAMAAAAAAAAAAAAAAAAAAAAVP///xAAAAAoAAAALAAAADgA",
                "AABu/v//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAA",
                "AAIAAABG////BAAAAB7///8MAAAAFAAAAFQAAAAGAAAAZGV2aWNlAAA6////DAAAAAwAAAAMAAAA",
                "AAAAAAAAAAABAAAABAAAAC7///8EAAAAAQAAAAQAAAABAAAAYQAAAAwAFAAQAAwACAAEAAwAAAAQ",
                "AAAAKAAAACwAAAA4AAAAJv///wgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQA",
                "AAABAAAAYQAAAAEAAAACAAAAAAAKAAgAAAAAAAQACgAAAAQAAADi////DAAAACAAAABoAAAABgAA",
                "AGRldmljZQAAAAAKABAADAAIAAQACgAAAAwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAwAAAAAAAYA",
                "CAAEAAYAAAAEAAAAAQAAAAQAAAABAAAAYQAAAAwAFgAQAAwACAAEAAwAAAAcAAAANAAAADgAAABE",
                "AAAAAAAKAAwACAAAAAQACgAAAAgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQA",
                "AAABAAAAYQAAAAEAAAACAAAAAwAAAFAAAAAkAAAABAAAABj///8AAAEJBAAAAAEAAAAEAAAAAQAA",
                "ADQAAAA0////AAABCQQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAXP///wAAAQkEAAAA",
                "AgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAABz///8IAAAAAAAAAgMAAAAUAAAADAAAAAQAAAAM",
                "////EP///xT///8DAAAAXAAAACQAAAAEAAAAvP///wAAAQkEAAAAAQAAAAQAAAABAAAANAAAANj/",
                "//8AAAEJBAAAAAIAAAAQAAAABAAAAAEAAAA0AAAAAQAAADQAAAAMAAwAAAAIAAcABgAMAAAAAAAB",
                "CQQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAzP///wgAAAAAAAACAgAAACwAAAAQAAAA",
                "AAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAwAAABgAAAAM",
                "AAAABAAAAPj////8////BAAEAAQAAAALAAAAZndkX2FuZF92anAA",
            ),
        },
        {
            "form": "mish",
            "dtype": "bfloat16",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fe00000000000p+126 -0x1.fe00000000000p+126 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.fe00000000000p+126 -0x0.0p+0 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.ba00000000000p-1 "
                        "-0x1.3c00000000000p-2 0x1.3c00000000000p+1",
                        "-0x1.2a00000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.6200000000000p-25 0x1.ac00000000000p-3",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAACwE",
                "AAAYBQAAGAUAABAEAAAUBQAAHAUAAAEAAAAgBQAAQAUAAFQFAACABQAA1AUAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "9Pr//wAAAQ4EAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAAgAMAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAARkFAQUJAQMLAwcPExcDqYcPAWcLBw8PDw8LDw8PIwsPCwsLDwsTCw8LDw8LGwsPCx8P",
                "Cx8LGw8PDw8PCxsPDwsfDwsfDwsDIQsLDw8LDxMLCwsLCwsLCy8BBQsPAwsTFwcTBwKaAwUNHxED",
                "BRUJNx0xMx05OwUPHT9BHUNFFU9VAwcXGRsFHQUFEREBAAUTBRUFFx0jAwUZAwMnaQUbHSstBR0V",
                "L0cVBwcFHy01B7UfcQUhFQs9BSMtDQcuAiNpFQ8RBSUtDQeCBB9JBSctAQeNRVMVCUkVC0sVD00V",
                "ERMdUVMFKS0BB/sVxxVXXR1ZWwUrLQEHrgIfTR1fYQUtLQEH+gIrNx1lEwUvAwENAQMDhQMDaSMH",
                "AwNzDQN1dx0xHTMdKx01CwMdNx05BQEfCxEAAAAAAAAAAAEJAQICKQNBCREDBQMFBSkDBQ0TBFEF",
                "AVEDFQEHBD8DAQUDUAMDBwQrAwULAwshAAVHKSUFAwUDAQcEYwMDBgMBBQEAUgc7GwMPFSEdEwsN",
                "NwsbSx0zKQUZJSk5TVsVHxEPCxFidWlsdGluAHZobG8AbW9kdWxlAGZ1bmNfdjEAY3VzdG9tX2Nh",
                "bGxfdjIAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRl",
                "LnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9hcGkucHkAamF4LnVzZXNfc2hhcGVf",
                "cG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X19s",
                "YW1iZGEAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlzaF9zaGFyZABEZWNs",
                "YXJlZC5iaW5kAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcC5weQBfbWlzaF90cmFj",
                "ZWQAbWlzaABmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWluADxtb2R1bGU+AGpp",
                "dCg8bGFtYmRhPikAamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2Z3",
                "ZAAIKQcFPwELbW9xeXsTfX+BZ4NrZ2tnAQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABY",
                "AAAAMAAAAAQAAABs/v//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAlP7//wgA",
                "AAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAuP7//wgAAAAAAAABEgAAAGpheF9taXNoX2Jp",
                "YXNfZ3JhZAAA3P7//wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndkAAAAAP///wgAAAAAAAAB",
                "DQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAA",
                "AAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAAAAQAAADE////AAABDgQAAAABAAAABAAAAAIA",
                "AAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////AQAAABAAAAAMAAwAAAAIAAcABgAMAAAAAAAB",
                "DgQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQA",
                "CgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAAAAgAAAAEAAQABAAAAAgAAAA8",
                "bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "grad",
            "dtype": "bfloat16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fe00000000000p+126 -0x1.fe00000000000p+126 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.3400000000000p-1 0x1.3400000000000p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3400000000000p-1",
                        "0x1.3400000000000p-1 0x1.0c00000000000p+0 "
                        "-0x1.9200000000000p-11 0x1.0a00000000000p+0",
                        "-0x1.b800000000000p-5 0x1.0000000000000p+0 "
                        "-0x1.5000000000000p-25 0x1.9200000000000p-1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAAMwF",
                "AAC4BgAAuAYAALAFAAC0BgAAvAYAAAEAAADABgAA4AYAAPQGAAAgBwAAdAcAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "VPn//wAAAQ4EAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAAIAUAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAAR8FAQUPAQMLAw0PExcbHyMD4bUZAYsLBw8PDw8LDw8PDw8PCw8PIwsPCwsLDwsLDwsb",
                "Dw8LHw8LHw8LDxsLGw8LEwsPCw8PCxsLDwsbCw8LHw8LHw8bDw8PDw8DKy8LCw8LDxMLCwsLHw8L",
                "CwsLEw8TDwEFCw8DFRMPBxcHExMHEwcCCgUFEx8RAwUdMQkVMzkVSw8FFRURCR1PURUVaR1jZR1r",
                "bR1zdQUXHXl7HQ1/AwcjJScFKQUFGREBAAUbBR0FHx0vAwUhBSMdNTcFJS0BB/sVxxU7QR09PwUn",
                "LQEHrgIfTR1DRQUpLQEH+gIrNx1JCwUrHQ1NLQEHkWuLBS0tAQeRRZMdVQsFLwMDWY0FMR1dXwUz",
                "FWGBFRMTBTUtZwezF3cFNxUXcQU5LW8HtR9xBTsVGXcFPS0bBy4CI2kVHX0FPy0bB4IEH0kVHxEt",
                "AQeRe4kVFYMVF4UVGYcVHYkVHw8fFREAAAAAAAAAAA0BAwEDA40jCwMDlw0DmZsdQR1DHScdRR8H",
                "CQAAgD8fEQELAx1HHUkFAQMFi4sDA7EVAQEBAwOLAQkBAgIpA0ENKQEJCREDBQMFBSkDQQkpAwET",
                "HSkDBRcTBH0FAVEDIQEHBGsDAQUDUAMDBwRXAwsXAwstAAVCBwUDBwdGRwcDDwMDCQZTAwUDBQtH",
                "W1cJAwUFBwENBAcDCQYDAQUBAH4LSx0DDxUhCxtLHU0VXylpN2ETCw0dBRklKTlNW1sVHxcpGREP",
                "CxFidWlsdGluAHZobG8AbW9kdWxlAGZ1bmNfdjEAY29uc3RhbnRfdjEAYnJvYWRjYXN0X2luX2Rp",
                "bV92MQBjb252ZXJ0X3YxAGN1c3RvbV9jYWxsX3YyAHJldHVybl92MQAvd29yay93dC9iaWFzb3Av",
                "dGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQBmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPi48",
                "bG9jYWxzPi48bGFtYmRhPgAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGph",
                "eC51c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3Jl",
                "cGxpY2FzAGppdF9fbGFtYmRhAHgAaml0KDxsYW1iZGE+KQBlbnRyeQBtYWluADxtb2R1bGU+AGpp",
                "dCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9icm9hZGNhc3RfaW5fZGltAGZ1bmN0aW9uLjxs",
                "b2NhbHM+LjxsYW1iZGE+AGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9jb252ZXJ0X2Vs",
                "ZW1lbnRfdHlwZQBtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2",
                "cCgpKS9taXNoX2dyYWRfc2hhcmQAX21pc2hfanZwAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9f",
                "Y29yZS9vcHMucHkARGVjbGFyZWQuYmluZAAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUv",
                "b3AucHkAX21pc2hfdHJhY2VkAG1pc2gAamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMA",
                "AGpheF9taXNoX2dyYWQACDELBVcBC5GTlZ2fA6EDoxOlp6mPq62vs48BAAAABAAAAAMAAABjcHUA",
                "BgAAAMwAAACoAAAAgAAAAFgAAAAwAAAABAAAAGz+//8IAAAAAAAAARQAAABqYXhfbWlzaF9hc2Nl",
                "bmRfZ3JhZAAAAACU/v//CAAAAAAAAAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZAC4/v//CAAAAAAA",
                "AAESAAAAamF4X21pc2hfYmlhc19ncmFkAADc/v//CAAAAAAAAAERAAAAamF4X21pc2hfYmlhc19m",
                "d2QAAAAA////CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAAACD///8IAAAAAAAAAQwAAABqYXhf",
                "bWlzaF9md2QAAAAAAAAAAAAAAAABAAAABAAAADT///8BAAAABAAAAED///8BAAAABAAAAMT///8A",
                "AAEOBAAAAAEAAAAEAAAAAgAAADE2AACE////CAAAAAAAAAIBAAAABAAAAHz///8BAAAAEAAAAAwA",
                "DAAAAAgABwAGAAwAAAAAAAEOBAAAAAEAAAAEAAAAAgAAADE2AADM////CAAAAAAAAAICAAAALAAA",
                "ABAAAAAAAAoADAALAAAABAAKAAAACAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAIBAAAA",
                "CAAAAAQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "bfloat16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fe00000000000p+126 -0x1.fe00000000000p+126 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.3400000000000p-1 -0x1.3400000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cc00000000000p-2",
                        "0x1.cc00000000000p-1 0x1.0c00000000000p+1 "
                        "0x1.2e00000000000p-9 0x1.0a00000000000p-3",
                        "-0x1.b800000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB4AAAAfAAAAIQAAACEAAAAhAAAAKQAAAAAAAoApAAAAFwE",
                "AABIBQAASAUAAEAEAABEBQAATAUAAAEAAABYBQAAeAUAAIwFAADYBQAANAYAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAACAAAAAAAAAAAAAAABAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAA",
                "AQAAAAQAAACk+v//AAABDgQAAAABAAAABAAAAAIAAAAxNgAAAgAAAAAAAQClAwAATUzvUg1TdGFi",
                "bGVITE9fdjEuMTguMAABGQUBBQkBAwsDBw8TFwOvjQ8BawcLDw8PDwsPDw8jCw8LCwsPCw8LEwsP",
                "Cw8PCxsLDwsfDwsfCxsPDw8PDwsbDw8LHw8LHw8LAyMLCy8TCw8TCwsLCwsLCwsTDwEFCw8DCxMb",
                "BxMHAsYDHwUNEQMFFQk7HTU3HT0/BQ8dQ0UdR0kVU1kDBxcZGwUdBQUREQEABRMFFQUXHSMBBRkd",
                "JwEFGwMDK2sFHR0vMQUfFTNLFQcHBSEtOQe1H3EFIxULQQUlLQ0H2gIjiRUPEQUnLQ0HXgUfWwUp",
                "LQMHlU1tFQlNFQtPFQ9RFRETHVVXBSstAwf7FccVW2EdXV8FLS0DB64CH00dY2UFLy0DB/oCKzcd",
                "aRMFMQ0BAwEfCxEAAAAAAAAAAAMFa2sjBwMDdw0DeXsdMx01HS0dNwsDHTkdOwUBAwVvbwMDbwEJ",
                "AQICKQNBCREFBQUDBQUpAwUNEwRXBQFRARUBBwRFAwEFA1ABAwcEMQMHCwULIQslAAVHLSkFAwUF",
                "AQMHBGcDBQYDAQUBAKIHPR0DDxUhHRMLDTcVJUsdPSkFBxklKTlNWxUfEQ8LEWJ1aWx0aW4Admhs",
                "bwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3QvYmlhc29w",
                "L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19j",
                "b3JlL2FwaS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9u",
                "cwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQBkeQB4AG1obG8uYmFja2VuZF9jb25maWcA",
                "aml0KDxsYW1iZGE+KS9taXNoX2dyYWRfc2hhcmQARGVjbGFyZWQuYmluZAAvd29yay93dC9iaWFz",
                "b3AvamF4X21pc2gvX2NvcmUvb3AucHkAX21pc2hfZ3JhZF90cmFjZWQAbWlzaF9ncmFkAGZ1bmN0",
                "aW9uLjxsb2NhbHM+LjxsYW1iZGE+AGVudHJ5AG1haW4APG1vZHVsZT4Aaml0KDxsYW1iZGE+KQBq",
                "YXgucmVzdWx0X2luZm8AcmVzdWx0WzBdAHB1YmxpYwAAamF4X21pc2hfZ3JhZAAIKQcFPwELcXN1",
                "fX8TgYOFbYeJbYttAAAAAQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABYAAAAMAAAAAQA",
                "AABE/v//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAbP7//wgAAAAAAAABEwAA",
                "AGpheF9taXNoX2FzY2VuZF9md2QAkP7//wgAAAAAAAABEgAAAGpheF9taXNoX2JpYXNfZ3JhZAAA",
                "tP7//wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndkAAAA2P7//wgAAAAAAAABDQAAAGpheF9t",
                "aXNoX2dyYWQAAAD4/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAQAAAAQA",
                "AAAE////AgAAAAwAAAAEAAAAFP///xj///8BAAAABAAAAKT///8AAAEOBAAAAAEAAAAEAAAAAgAA",
                "ADE2AABk////CAAAAAAAAAIBAAAABAAAAFT///8CAAAAMAAAAAQAAADk////AAABDgQAAAABAAAA",
                "BAAAAAIAAAAxNgAADAAMAAAACAAHAAYADAAAAAAAAQ4EAAAAAQAAAAQAAAACAAAAMTYAAMz///8I",
                "AAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgA",
                "AAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8EAAQABAAAAAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "vmap",
            "dtype": "bfloat16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fe00000000000p+126 -0x1.fe00000000000p+126 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.fe00000000000p+126 -0x0.0p+0 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.ba00000000000p-1 "
                        "-0x1.3c00000000000p-2 0x1.3c00000000000p+1",
                        "-0x1.2a00000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.6200000000000p-25 0x1.ac00000000000p-3",
                    ),
                ),
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x1.3400000000000p-1 -0x1.3400000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.cc00000000000p+0",
                        "0x1.3400000000000p-1 -0x1.0c00000000000p+1 "
                        "-0x1.9200000000000p-12 0x1.9000000000000p+1",
                        "-0x1.b800000000000p-5 -0x1.0000000000000p+1 "
                        "-0x1.5000000000000p-26 0x1.2c00000000000p+1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAACMAAAAjAAAANgAAAAAAAoA2AAAACgG",
                "AAAUBwAAFAcAAAwGAAAQBwAAIAcAAAEAAAAsBwAAhAcAAKAHAAD4BwAAVAgAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAgAAAAEAAAABAAAAAgAAAAAAAAABAAAA",
                "AAAAAAAAAAACAAAAMAAAAAQAAACQ+P//AAABDgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0",
                "AAAAuPj//wAAAQ4EAAAAAQAAAAQAAAABAAAANAAAAAIAAAAAAAEAPQUAAE1M71INU3RhYmxlSExP",
                "X3YxLjE4LjAAARsFAQULAQMLAwkPExcbAwIC2RUBrwsHCw8LDw8TDw8LDw8PCw8PDw8PDyMLDwsL",
                "Cw8LDwsLDwsPDx8PCxsPCx8PCx8bDw8PDw8PCxsPDwsfDwsfDwsPDwsfHw8PCx8PCx8PGw8LDw8P",
                "Dw8PCwMrCwsPTwsLCwsTCxMTCxMLCwsLLwsTAQULDwMRFxMHHxMHEwcCPgYFDx8FER1NTwUTFWlv",
                "EQMFAwM/sRUTSx0VSQUVHVNVHVlbHR1dBRcVIYsdFYkdj5EdlZcdHZsVIaUDBy0vMQ0zDQUZEQEA",
                "BRsFHQUfHTkDBSEdPQMFIwUlHUNFBScVR18VEREtBQeaAh9fFQdRBSktBQe1H3EVF1cFKy0JBy4C",
                "I2kVGRsFLS0JB4IEH0ktAQeHHy0VE2EVB2MVF2UVGWcVGwsda20FLy0BB/sVxxVxdx1zdQUxLQEH",
                "rgIfTR15ewUzLQEH+gIrNx1/gQU1FYMfHYWHBTctBQeuAid9LQUHugIXexUHjRUjkwU5LQkH2gIj",
                "iRUlmQU7LQkHXgUfWxUnCy0BB4cxUR2foQU9FaMfFSkpFQenFSOpFSUnHa0LBT8DAQ0BAwO1Hw0h",
                "AQAAAAAAAAAAAAAAAAAAAB1BCwMdQwUBAwWxsSMLAwXFyQ0Dt8cdRQ0Dt8sdRx0xHUkdSx8REQEA",
                "AAAAAAAAHU0DBbW1AQkBAgIpBRERCSkDEQkFEQUHBQUFBSkDCQ8TKQMFEx0EewUBUQMrAQcEaQMB",
                "BQVQAwMHBFUDCxMFDzcLOwADR0EPBQMFAwMHRn0HAwUDAQNHnQ8JAwUFBwMJBKsFBQkGAwEFAQBm",
                "Ck8dGw8VFQMhFUMVJUVFEwsNCxsdOSkFBxMlKTkvJ01LWxUpER8PCxFidWlsdGluAHZobG8AbW9k",
                "dWxlAGN1c3RvbV9jYWxsX3YyAGZ1bmNfdjEAYnJvYWRjYXN0X2luX2RpbV92MQByZXR1cm5fdjEA",
                "L3dvcmsvd3QvYmlhc29wL3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAL3dvcmsvd3QvYmlh",
                "c29wL2pheF9taXNoL19jb3JlL29wLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9h",
                "cGkucHkAX2VsZW1lbnR3aXNlX2JhdGNoAGZ1bmN0aW9uLjxsb2NhbHM+LmJvdGgAamF4LnVzZXNf",
                "c2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMA",
                "aml0X2JvdGgAZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdChib3RoKS92bWFwKCkvbWlzaF9z",
                "aGFyZABEZWNsYXJlZC5iaW5kAF9taXNoX3RyYWNlZABtaXNoAGVudHJ5AG1haW4APG1vZHVsZT4A",
                "aml0KGJvdGgpL3ZtYXAoKS9icm9hZGNhc3RfaW5fZGltAF9lbGVtZW50d2lzZV9iYXRjaC48bG9j",
                "YWxzPi5mcm9udABfbWlzaF9ncmFkX3RyYWNlZABtaXNoX2dyYWQAaml0KGJvdGgpL3ZtYXAoKS9t",
                "aXNoX2dyYWRfc2hhcmQAaml0KGJvdGgpAGpheC5yZXN1bHRfaW5mbwAAcmVzdWx0WzBdAHJlc3Vs",
                "dFsxXQBwdWJsaWMAamF4X21pc2hfZndkAGpheF9taXNoX2dyYWQACEELBWsBC7/Bw83PE7m70a+9",
                "s6+zrwPTE7m71a+916+zrwAAAAEAAAAEAAAAAwAAAGNwdQAGAAAAzAAAAKgAAACAAAAAWAAAADAA",
                "AAAEAAAA8P3//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAABj+//8IAAAAAAAA",
                "ARMAAABqYXhfbWlzaF9hc2NlbmRfZndkADz+//8IAAAAAAAAARIAAABqYXhfbWlzaF9iaWFzX2dy",
                "YWQAAGD+//8IAAAAAAAAAREAAABqYXhfbWlzaF9iaWFzX2Z3ZAAAAIT+//8IAAAAAAAAAQ0AAABq",
                "YXhfbWlzaF9ncmFkAAAApP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAIA",
                "AAAMAAAABAAAALT+//+4/v//AgAAAAwAAAAEAAAAyP7//8z+//8CAAAAMAAAAAQAAABc////AAAB",
                "DgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAhP///wAAAQ4EAAAAAgAAABAAAAAEAAAA",
                "AQAAADQAAAABAAAANAAAAFD///8IAAAAAAAAAgIAAAAMAAAABAAAAET///9I////AgAAADwAAAAE",
                "AAAA2P///wAAAQ4EAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAAwADAAAAAgABwAGAAwA",
                "AAAAAAEOBAAAAAEAAAAEAAAAAQAAADQAAADM////CAAAAAAAAAICAAAALAAAABAAAAAAAAoADAAL",
                "AAAABAAKAAAACAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAICAAAAEAAAAAQAAAD8////",
                "BAAEAAQAAAAEAAAAYm90aAAAAAA=",
            ),
        },
        {
            "form": "sharded",
            "dtype": "bfloat16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fe00000000000p+126 -0x1.fe00000000000p+126 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.fe00000000000p+126 -0x0.0p+0 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.ba00000000000p-1 "
                        "-0x1.3c00000000000p-2 0x1.3c00000000000p+1",
                        "-0x1.2a00000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.6200000000000p-25 0x1.ac00000000000p-3",
                    ),
                ),
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.3400000000000p-1 -0x1.3400000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cc00000000000p-2",
                        "0x1.cc00000000000p-1 0x1.0c00000000000p+1 "
                        "0x1.2e00000000000p-9 0x1.0a00000000000p-3",
                        "-0x1.b800000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAAA0AQAAiAEAAKgBAAAAAAoAqAEAAHAH",
                "AABcCAAAXAgAAFQHAABYCAAAuAkAAAIAAABYCwAAmAsAALQLAAAADAAAXAwAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAEAAAABAAAAAgAAAAEAAAABAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAA",
                "AQAAAAQAAAC69f//DAAAABQAAABIAAAABgAAAGRldmljZQAA1vX//wwAAAAMAAAADAAAAAAAAAAA",
                "AAAAAQAAAAQAAADK9f//BAAAAAEAAAAEAAAAAQAAAGEAAACc9v//EAAAACgAAAAsAAAAOAAAALb1",
                "//8IAAAADAAAAAMAAABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAA",
                "AAEAAAAEAAAA9Pb//xAAAAAoAAAALAAAADgAAAAO9v//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUA",
                "AQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAAABAAAABAAAAID1//8AAAEOBAAAAAEAAAAE",
                "AAAAAgAAADE2AAACAAAAAAABALUFAABNTO9SDVN0YWJsZUhMT192MS4xOC4wAAEnBwEFCREBBQ8T",
                "AwcXGx8FByMnKwMiAuEZAacHCwsPDw8PDw8LCw8PDw8LEyMLDwsPCw8LEwsTCw8bCwsPCwsLDwsP",
                "CxsPDwsfDwsfCwsPCwsPDwsbCw8PCx8PDwsfDxsLDw8PDwsfDw8LHw8bCwMPFxMTDxcPDwUtCwsP",
                "LxMLCwsLEwsTGwsbCwsLCwsLEwENExMPBwsPBQ0TEwcfEwcCNgYfBRcFGR1jGx1lZx1rbRUddx2L",
                "jRUdkQUbBQsdRwEdSQEVT1UdcXMFHQMDpdkDByUnKSstLwUfEQkABSERBQkFIxEFBQUlAwM1NwUn",
                "AwM5OwUpAQM9AwU/E0FDBSsFLRELCQkVBS8FMR1NGwUzHVFTBTUtAwf7FccVV10dWVsFNy0DB64C",
                "H00dX2EFOS0DB/oCKzcFOwU9HWkBBT8FQRVvDRUNDQVDLXUHtR9xBUUVeX8de30FRy0FB9oCI4kV",
                "gYcdg4UFSS0FB14FH1sdH4ktAweHMVEFSxWPERURERWTmR2VlwVNLQUHLgIjaRWboR2dnwVPLQUH",
                "ggQfSR0foy0DB4cfLQVRDUUDrwEPBaenBQOtAQMbCQsDsQEBCRsBAQMTAwEdUwMDux8VEQAAAAAA",
                "AAAADQO3px1VCwMdVwUBAwW9vSMTAwXN0Q0Fv8+3px1ZDQW/07enHVsdNx1dDQEdXx1hAwW7uxsD",
                "QQcbAyEHAQICBwEJAQIEKQNBESkDIREFEQUNDQUNDSkDBRcTBEoCBQNRASMBBwQiAgMBCQVBATMD",
                "DVABBQcE8wMRGwUbFxsZAAEGGQMBAwMBBhcDAQMBB1ZLBwUBAQUHBQcEgwMRHwUHCQcJAAEGCwMP",
                "AwEBJg8DDwMDCQMBC0cPIQkDDwMHAQYPAwMDCQtHCyELAw8FBQcBBgsDAwMNCQQJBQsPAQYHAw0D",
                "CwEGBwMNAwkPBAcFDw0GAwEFAQCqCmMdGw8VFQMhGykLGxcVJUsdIRUXFRMLDSkFBwsLCx8TJSk5",
                "LwVNWxURHw8nCw83CwkRYnVpbHRpbgBzZHkAdmhsbwB1bnJlYWxpemVkX2NvbnZlcnNpb25fY2Fz",
                "dABtb2R1bGUAbWVzaABtYW51YWxfY29tcHV0YXRpb24AcmV0dXJuAGN1c3RvbV9jYWxsX3YyAGZ1",
                "bmNfdjEAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRl",
                "LnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9hcGkucHkAYQBmdW5jdGlvbi48bG9j",
                "YWxzPi5ib3RoAGpheC51c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51bV9wYXJ0aXRpb25z",
                "AG1obG8ubnVtX3JlcGxpY2FzAGppdF9ib3RoAHN0YWJsZWhsby5tZXNoAGF4ZXMAbmFtZQBzaXpl",
                "AGR5AHgAaml0KGJvdGgpL3NoYXJkX21hcABlbnRyeQBtYWluADxtb2R1bGU+AGppdChib3RoKQBz",
                "aGFyZF9tYXA6AHNoYXJkX21hcABtaXNoX2dyYWRfc2hhcmQARGVjbGFyZWQuYmluZAAvd29yay93",
                "dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvb3AucHkAX21pc2hfZ3JhZF90cmFjZWQAbWlzaF9ncmFk",
                "AG1pc2hfc2hhcmQAX21pc2hfdHJhY2VkAG1pc2gAbWhsby5iYWNrZW5kX2NvbmZpZwBzZHkuc2hh",
                "cmRpbmcAamF4LnJlc3VsdF9pbmZvAAByZXN1bHRbMF0AcmVzdWx0WzFdAHB1YmxpYwBqYXhfbWlz",
                "aF9md2QAamF4X21pc2hfZ3JhZAAISw0FYwEFqxULx8nL1dcHqbOpE8HD27XFubW5tRPBw921xd+1",
                "ubUAAAABAAAABAAAAAMAAABjcHUABgAAAMwAAACoAAAAgAAAAFgAAAAwAAAABAAAADD7//8IAAAA",
                "AAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3JhZAAAAABY+///CAAAAAAAAAETAAAAamF4X21pc2hf",
                "YXNjZW5kX2Z3ZAB8+///CAAAAAAAAAESAAAAamF4X21pc2hfYmlhc19ncmFkAACg+///CAAAAAAA",
                "AAERAAAAamF4X21pc2hfYmlhc19md2QAAADE+///CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAA",
                "AOT7//8IAAAAAAAAAQwAAABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAACAAAAtAAAAAQAAADi/f//",
                "BAAAALr9//8MAAAAFAAAAEgAAAAGAAAAZGV2aWNlAADW/f//DAAAAAwAAAAMAAAAAAAAAAAAAAAB",
                "AAAABAAAAMr9//8EAAAAAQAAAAQAAAABAAAAYQAAAJz+//8QAAAAKAAAACwAAAA4AAAAtv3//wgA",
                "AAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAABAAAAYQAAAAEAAAACAAAAjv7/",
                "/wQAAABm/v//DAAAABQAAABIAAAABgAAAGRldmljZQAAgv7//wwAAAAMAAAADAAAAAAAAAAAAAAA",
                "AQAAAAQAAAB2/v//BAAAAAEAAAAEAAAAAQAAAGEAAABI////EAAAACgAAAAsAAAAOAAAAGL+//8I",
                "AAAADAAAAAMAAABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAAAAIA",
                "AADMAAAABAAAAEb///8EAAAAHv///wwAAAAUAAAAVAAAAAYAAABkZXZpY2UAADr///8MAAAADAAA",
                "AAwAAAAAAAAAAAAAAAEAAAAEAAAALv///wQAAAABAAAABAAAAAEAAABhAAAADAAUABAADAAIAAQA",
                "DAAAABAAAAAoAAAALAAAADgAAAAm////CAAAAAwAAAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAAB",
                "AAAABAAAAAEAAABhAAAAAQAAAAIAAAAAAAoACAAAAAAABAAKAAAABAAAAOL///8MAAAAIAAAAGgA",
                "AAAGAAAAZGV2aWNlAAAAAAoAEAAMAAgABAAKAAAADAAAAAwAAAAMAAAAAAAAAAAAAAABAAAADAAA",
                "AAAABgAIAAQABgAAAAQAAAABAAAABAAAAAEAAABhAAAADAAWABAADAAIAAQADAAAABwAAAA0AAAA",
                "OAAAAEQAAAAAAAoADAAIAAAABAAKAAAACAAAAAwAAAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAAB",
                "AAAABAAAAAEAAABhAAAAAQAAAAIAAAACAAAAJAAAAAQAAACA////AAABDgQAAAABAAAABAAAAAIA",
                "AAAxNgAAnP///wAAAQ4EAAAAAQAAAAQAAAACAAAAMTYAAFz///8IAAAAAAAAAgIAAAAMAAAABAAA",
                "AFD///9U////AgAAADAAAAAEAAAA5P///wAAAQ4EAAAAAQAAAAQAAAACAAAAMTYAAAwADAAAAAgA",
                "BwAGAAwAAAAAAAEOBAAAAAEAAAAEAAAAAgAAADE2AADM////CAAAAAAAAAICAAAALAAAABAAAAAA",
                "AAoADAALAAAABAAKAAAACAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAICAAAAEAAAAAQA",
                "AAD8////BAAEAAQAAAAEAAAAYm90aAAAAAA=",
            ),
        },
        {
            "form": "bias",
            "dtype": "bfloat16",
            "targets": ("jax_mish_bias_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fe00000000000p+126 -0x1.fe00000000000p+126 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
                (
                    "bfloat16",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x1.8000000000000p-2 -0x1.0a00000000000p-3 inf -0x0.0p+0",
                        "nan 0x1.fe00000000000p+126 -0x0.0p+0 -0x1.3600000000000p-2",
                        "0x1.8000000000000p-2 0x1.3800000000000p-1 "
                        "-0x1.3a00000000000p-2 0x1.6800000000000p+0",
                        "-0x1.aa00000000000p-4 0x1.d800000000000p+3 "
                        "-0x1.8e00000000000p-25 -0x1.1200000000000p-2",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB4AAAAfAAAAIQAAACEAAAAhAAAANAAAAAAAAoA0AAAANwE",
                "AADIBQAAyAUAAMAEAADEBQAAzAUAAAEAAADYBQAABAYAABgGAABwBgAAzAYAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAACAAAAAAAAAAAAAAABAAAAAAAAAAIAAAAAAAAAAQAAAAAAAAAAAAAA",
                "AgAAACQAAAAEAAAAHPr//wAAAQ4EAAAAAQAAAAQAAAABAAAANAAAADj6//8AAAEOBAAAAAIAAAAQ",
                "AAAABAAAAAEAAAA0AAAAAQAAADQAAAACAAAAAAABAPwDAABNTO9SDVN0YWJsZUhMT192MS4xOC4w",
                "AAEZBQEFCQEDCwMHDxMXA7+ZEwF1CwcPDw8PCw8PDw8jCw8LCwsPCw8LEwsPCw8PCxsLDwsfDwsf",
                "DwsbCxsPDw8PDw8LGw8PCx8PCx8PCwMlCwtPEwsPEwsLCwsLCwsLEy8PAQULDwMPFwcTBxsTEwJ6",
                "BAUNHxEDBRUJPR03OR0/QQUPHUVHHUtNHU9RFV1jAwcZGx0FHwUFEREBAAUTBRUFFx0lAwUZHSkD",
                "BRsDAy11BR0dMTMFHxU1UxUHBwUhLTsHtR9xBSMVC0MFJS0NB44CI2kVD0kFJy0NB1YEJ2cVERMF",
                "KS0BB7UfZwUrLQEHw0tjFQlVFQtXFQ9ZFRFbFRMVHV9hBS0tAQf7FccVZWsdZ2kFLy0BB64CH00d",
                "bW8FMS0BB/oCKzcdcxUFMw0BAwEfDyEBAAAAAAAAAAAAAAAAAAAAAwV1dSMNAwOBDQODhR01HTcd",
                "Lx05CwMdOx09BQEDBXmVHxERAAAAAAAAAAADA3kBCQECAikFEREHBSkDEQcTEQUFCQMFKQMJCykD",
                "BQsEVwUBUQMXAQcERQMBBQNQAwMHBDEDBwsFCyMTJwAFRy8rBQMFBQEDBwRxAwUGAwEFAQAqCD8l",
                "Aw8VIR0TCw1BPQslSx09KQUFGSUpOU1bFR8RDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBmdW5jX3Yx",
                "AGN1c3RvbV9jYWxsX3YyAHJldHVybl92MQAvd29yay93dC9iaWFzb3AvdGVzdHMvZXhwb3J0X2dv",
                "bGRlbi93cml0ZS5weQAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGpheC51",
                "c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxp",
                "Y2FzAGppdF9fbGFtYmRhAHgAYgBtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlz",
                "aF9iaWFzX3NoYXJkAERlY2xhcmVkLmJpbmQAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19jb3Jl",
                "L29wLnB5AF9taXNoX2JpYXNfdHJhY2VkAG1pc2gAYmlhc19mdW5jdGlvbi48bG9jYWxzPi5taXNo",
                "X2IAYmlhc19mdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWluADxtb2R1bGU+AGpp",
                "dCg8bGFtYmRhPikAamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2Jp",
                "YXNfZndkAAgpBwVDAQt7fX+HiROLjY93kZN3l3cBAAAABAAAAAMAAABjcHUABgAAAMwAAACoAAAA",
                "gAAAAFgAAAAwAAAABAAAACz+//8IAAAAAAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3JhZAAAAABU",
                "/v//CAAAAAAAAAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZAB4/v//CAAAAAAAAAESAAAAamF4X21p",
                "c2hfYmlhc19ncmFkAACc/v//CAAAAAAAAAERAAAAamF4X21pc2hfYmlhc19md2QAAADA/v//CAAA",
                "AAAAAAENAAAAamF4X21pc2hfZ3JhZAAAAOD+//8IAAAAAAAAAQwAAABqYXhfbWlzaF9md2QAAAAA",
                "AAAAAAAAAAABAAAABAAAAOz+//8CAAAADAAAAAQAAAD8/v//AP///wEAAAAEAAAAmP///wAAAQ4E",
                "AAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAFj///8IAAAAAAAAAgEAAAAEAAAASP///wIA",
                "AAAwAAAABAAAAOT///8AAAEOBAAAAAEAAAAEAAAAAQAAADQAAAAMAAwAAAAIAAcABgAMAAAAAAAB",
                "DgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAzP///wgAAAAAAAACAgAAACwAAAAQAAAA",
                "AAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAgAAABAAAAAE",
                "AAAA/P///wQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "bias_grad",
            "dtype": "bfloat16",
            "targets": ("jax_mish_bias_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fe00000000000p+126 -0x1.fe00000000000p+126 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
                (
                    "bfloat16",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x1.c600000000000p-1 -0x1.c200000000000p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6c00000000000p-5",
                        "0x1.5400000000000p+0 0x1.f800000000000p+0 "
                        "-0x1.b600000000000p-4 0x1.1600000000000p-3",
                        "-0x1.2a00000000000p-4 -0x1.0000000000000p+0 "
                        "-0x1.7a00000000000p-22 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (4,),
                    ("nan 0x1.5e00000000000p-2 0x1.9200000000000p-2 0x1.7800000000000p-4",),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAACAAAAAiAAAAJQAAACUAAAAlAAAAOAAAAAAAAoA5AAAABwH",
                "AAAICAAACAgAAAAHAAAECAAAFAgAAAEAAAAoCAAAdAgAAJAIAAAUCQAAeAkAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAAAAAAAAAAAAwAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAQAAAAMAAAAAAAAA",
                "AAAAAAEAAAAAAAAAAAAAAAIAAAAkAAAABAAAAIj3//8AAAEOBAAAAAEAAAAEAAAAAQAAADQAAACk",
                "9///AAABDgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAAwAAAAAAAQACAAAAJQYAAE1M",
                "71INU3RhYmxlSExPX3YxLjE4LjAAASEFAQURAQMLAw8PExcbHyMnAxYC2x0BqwsHDwsPDw8PDw8P",
                "Dw8LDw8PIwsPCwsLDwsPCw8LCw8LGw8PCx8PCx8PCw8bCxsPCw8LDw8bEwsPCw8PCxsLDwsfCw8P",
                "Cx8PCx8PCxsPGw8PDw8PDw8DMQtPCwsvFwsTEwsTCwsLHw8LCwsLFw8XEwEFCw8DGRcTBw8HByMX",
                "EwcTEwKGBgUVHx13eQUXFRMPEQMFHTsPFT1DFVUJHVlbFQV9HX+BHYmLBRkdj5EdlZcdB5sDByUn",
                "KQsrCwUbEQEABR0FHwUhHTEDBSMdNQMFJR05AwUnBSkdP0EFKy0BB/sVxxVFSx1HSQUtLQEHrgIf",
                "TR1NTwUvLQEH+gIrNx1TEQUxHQdXLQEHyWebBTMtAQfJO7kdXxEFNR1jZQU3FWcJHQdpLQEHyXeZ",
                "AwNtqwU5HXFzBTsVdZ0VFRUFPS17B7UfcQU/FReFBUEtgwf6BB17BUMVBYcVGY0FRS0bB44CI2kV",
                "HZMFRy0bB1YEJ2cVH5kFSS0BB7UfZxUhEy0BB8mBmRUFnxUXoRUFoxUZpRUdpxUfqRUhCQ0BHxkh",
                "AQAAAAAAAAAAAAAAAAAAAB1LAwEfGxEAAAAAAAAAAAMHq6urIxEDBbu/DQOvvR1NDQOvwR1PHS0d",
                "UR8LCQAAgD8fFQELAx1THVUFAQMHra2zAwPXFQMBAQEDBa2zAQkBAgIpBRERCSkDEQkFKQENCRMR",
                "BwUFBwUFBykFERENKQMBFx0pAwkPKQMFDwSbBQFRAyMBBwSJAwEFA1ADAwcEdQMTGwcLLwszDzcA",
                "BUINBQMLB0ZRBwMTAwcJBl0DBQMJCwZhAwUFAQsNR29rCQUFBwcNAwUPBA0FDxEGAwEFAQB+DVcn",
                "Aw8VFSE9CyVNH0sdaSlHaUFhEwsNHQUFBxklKTlNZVsVHxkXKRkRDwsRYnVpbHRpbgB2aGxvAG1v",
                "ZHVsZQBmdW5jX3YxAGNvbnN0YW50X3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAY29udmVydF92MQBt",
                "dWx0aXBseV92MQBjdXN0b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3QvYmlhc29wL3Rlc3Rz",
                "L2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAYmlhc19mdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPi48",
                "bG9jYWxzPi48bGFtYmRhPgAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGph",
                "eC51c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3Jl",
                "cGxpY2FzAGppdF9fbGFtYmRhAGR5AHgAYgBqaXQoPGxhbWJkYT4pAGVudHJ5AG1haW4APG1vZHVs",
                "ZT4Aaml0KDxsYW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL2Jyb2FkY2FzdF9pbl9kaW0AYmlhc19m",
                "dW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBqaXQoPGxhbWJkYT4pL3RyYW5zcG9zZShqdnAoKSkv",
                "Y29udmVydF9lbGVtZW50X3R5cGUAaml0KDxsYW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL211bABt",
                "aGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9taXNoX2Jp",
                "YXNfZ3JhZF9zaGFyZABEZWNsYXJlZC5iaW5kAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29y",
                "ZS9vcC5weQBfbWlzaF9iaWFzX2p2cAAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvb3Bz",
                "LnB5AF9taXNoX2JpYXNfdHJhY2VkAG1pc2gAYmlhc19mdW5jdGlvbi48bG9jYWxzPi5taXNoX2IA",
                "amF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQByZXN1bHRbMV0AcHVibGljAABqYXhfbWlzaF9iaWFz",
                "X2dyYWQACDELBVsBC7W3ucPFA8cDyRPLzc+x0dPV2bEAAAABAAAABAAAAAMAAABjcHUABgAAAMwA",
                "AACoAAAAgAAAAFgAAAAwAAAABAAAAMj9//8IAAAAAAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3Jh",
                "ZAAAAADw/f//CAAAAAAAAAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZAAU/v//CAAAAAAAAAESAAAA",
                "amF4X21pc2hfYmlhc19ncmFkAAA4/v//CAAAAAAAAAERAAAAamF4X21pc2hfYmlhc19md2QAAABc",
                "/v//CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAAAHz+//8IAAAAAAAAAQwAAABqYXhfbWlzaF9m",
                "d2QAAAAAAAAAAAAAAAACAAAADAAAAAQAAACE/v//iP7//wMAAAAUAAAADAAAAAQAAACc/v//oP7/",
                "/6T+//8CAAAAJAAAAAQAAABI////AAABDgQAAAABAAAABAAAAAEAAAA0AAAAZP///wAAAQ4EAAAA",
                "AgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAACT///8IAAAAAAAAAgIAAAAMAAAABAAAABD///8U",
                "////AwAAAFwAAAAkAAAABAAAALz///8AAAEOBAAAAAEAAAAEAAAAAQAAADQAAADY////AAABDgQA",
                "AAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAADAAMAAAACAAHAAYADAAAAAAAAQ4EAAAAAgAA",
                "ABAAAAAEAAAAAQAAADQAAAABAAAANAAAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsA",
                "AAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgMAAAAYAAAADAAAAAQAAAD4",
                "/////P///wQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "bias_vmap",
            "dtype": "bfloat16",
            "targets": ("jax_mish_bias_fwd", "jax_mish_bias_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (2, 2, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (2, 2, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fe00000000000p+126 -0x1.fe00000000000p+126 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
                (
                    "bfloat16",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (2, 2, 4),
                    (
                        "0x1.8000000000000p-2 -0x1.0a00000000000p-3 inf -0x0.0p+0",
                        "nan 0x1.fe00000000000p+126 -0x0.0p+0 -0x1.3600000000000p-2",
                        "0x1.8000000000000p-2 0x1.3800000000000p-1 "
                        "-0x1.3a00000000000p-2 0x1.6800000000000p+0",
                        "-0x1.aa00000000000p-4 0x1.d800000000000p+3 "
                        "-0x1.8e00000000000p-25 -0x1.1200000000000p-2",
                    ),
                ),
                (
                    "bfloat16",
                    (2, 2, 4),
                    (
                        "0x1.c600000000000p-1 -0x1.c200000000000p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6c00000000000p-5",
                        "0x1.5400000000000p+0 0x1.f800000000000p+0 "
                        "-0x1.b600000000000p-4 0x1.1600000000000p-3",
                        "-0x1.2a00000000000p-4 -0x1.0000000000000p+0 "
                        "-0x1.7a00000000000p-22 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (4,),
                    ("nan 0x1.5e00000000000p-2 0x1.9200000000000p-2 0x1.7800000000000p-4",),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHgAAACEAAAAkAAAAJwAAACcAAAAnAAAAPQAAAAAAAoA+AAAAIAG",
                "AABsBwAAbAcAAGQGAABoBwAAgAcAAAEAAACUBwAAJAgAAEgIAADkCAAASAkAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAwAAAAAAAAAAAAAAAAAAAAMAAAAAAAAAAAAAAAAAAAADAAAAAAAAAAAAAAABAAAA",
                "AwAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAgAAACQAAAAEAAAAzPf//wAAAQ4EAAAAAQAAAAQAAAAB",
                "AAAANAAAAOj3//8AAAEOBAAAAAMAAAAcAAAAEAAAAAQAAAABAAAANAAAAAEAAAAyAAAAAQAAADIA",
                "AAADAAAAAAABAAIAAAB2BQAATUzvUg1TdGFibGVITE9fdjEuMTguMAABGQUBBQkBAwsDBw8TFwMK",
                "At8TAasPBwsLDxMPDwsPDw8LDw8PDw8PDyMLDwsLCw8LDwsPCwsPCw8PCxsLDx8PCx8PDwsfDwsf",
                "DwsbCxsPDw8PDw8PDw8LGw8PCx8PCx8PCw8PDx8PDw8LAzULC28LCwsLEy8XCxcTCxMLEwsLCwsP",
                "CxcPFwEFCw8DDxsTBwcnExMCggYdS00fBQ0FDxEDBQMDQa0VAVEdEVMFERUBVR1XWR1fYQUTHWVn",
                "HWttHW9xFQF3FYOJFQGfHRGhAwcrLS8JMQkFFREBAAUXBRkFGx03AwUdHTsDBR8dPwMFIQUjHUVH",
                "BSUVSXMVDQ0FJy1PB7UfcQUpFQ8TLQcH9gQRTxUVWwUrLQcHFgQfhxUBXRUXYwUtLRkHjgIjaRUb",
                "aQUvLRkHVgQnZxUdHwUxLQUHtR9nBTMtBQfTK48VAXUVDyEVFXkVAXsVF30VG38VHYEVHyMdhYcF",
                "NS0FB/sVxxWLkR2NjwU3LQUHrgIfTR2TlQU5LQUH+gIrNx2ZmwU7FZ2jFSUlFScTLQcH+gQdexUB",
                "pRUnIR2pIwU9AwENAR8PMQIAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAB0/CwMdQQUBAwWvux8REQAA",
                "AAAAAAAAAwetra0jDQMHw8fLDQOxxR1DDQOxyR1FDQOxzR1HHTcdSR1LAwOvHU0DB6+vuwMD3RUD",
                "AQEBAQkBAgIpBwkJEQkpAxEJBRMRBwUFBwcFBQcpAw0LKQMFCwR3BQFRAykBBwRlAwEFBVADAwcE",
                "UQMNDwcLNQs5Dz0AA0dDCwUDBQUDBQNHlwsHBQUHBwEDBQcEpwcHCQsGAwEFAQASC08nJQ8VFRUD",
                "IRtzEwsNPz0LJSNLHVMpBQUHGSUpOU0fTVsVER8PCxFidWlsdGluAHZobG8AbW9kdWxlAGN1c3Rv",
                "bV9jYWxsX3YyAGZ1bmNfdjEAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBvcnRf",
                "Z29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcHMucHkAX21p",
                "c2hfYmlhc19qdnAAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19jb3JlL2FwaS5weQBqYXgudXNl",
                "c19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNh",
                "cwBqaXRfYmF0Y2hlZABkeQB4AGIAbWhsby5iYWNrZW5kX2NvbmZpZwBqaXQoYmF0Y2hlZCkvanZw",
                "KHZtYXAoKSkvbWlzaF9iaWFzX3NoYXJkAERlY2xhcmVkLmJpbmQAL3dvcmsvd3QvYmlhc29wL2ph",
                "eF9taXNoL19jb3JlL29wLnB5AF9taXNoX2JpYXNfYmF0Y2gAX21pc2hfYmlhc190cmFjZWQAbWlz",
                "aABiaWFzX2Z1bmN0aW9uLjxsb2NhbHM+Lm1pc2hfYgBiaWFzX2Z1bmN0aW9uLjxsb2NhbHM+LmJh",
                "dGNoZWQAZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoYmF0Y2hlZCkvdHJhbnNwb3NlKGp2cCh2bWFw",
                "KCkpKS9taXNoX2JpYXNfZ3JhZF9zaGFyZABqaXQoYmF0Y2hlZCkAamF4LnJlc3VsdF9pbmZvAABy",
                "ZXN1bHRbMF0AcmVzdWx0WzFdAHJlc3VsdFsyXQBwdWJsaWMAamF4X21pc2hfYmlhc19md2QAamF4",
                "X21pc2hfYmlhc19ncmFkAAg9CQVnAQu9v8HP0ROztdOrt7mr1asTs7XXq7fZ27mrAAABAAAABAAA",
                "AAMAAABjcHUABgAAAMwAAACoAAAAgAAAAFgAAAAwAAAABAAAAFz9//8IAAAAAAAAARQAAABqYXhf",
                "bWlzaF9hc2NlbmRfZ3JhZAAAAACE/f//CAAAAAAAAAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZACo",
                "/f//CAAAAAAAAAESAAAAamF4X21pc2hfYmlhc19ncmFkAADM/f//CAAAAAAAAAERAAAAamF4X21p",
                "c2hfYmlhc19md2QAAADw/f//CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAAABD+//8IAAAAAAAA",
                "AQwAAABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAADAAAAFAAAAAwAAAAEAAAAHP7//yD+//8k/v//",
                "AwAAABQAAAAMAAAABAAAADj+//88/v//QP7//wMAAABcAAAAJAAAAAQAAAD0/v//AAABDgQAAAAB",
                "AAAABAAAAAEAAAA0AAAAEP///wAAAQ4EAAAAAwAAABwAAAAQAAAABAAAAAEAAAA0AAAAAQAAADIA",
                "AAABAAAAMgAAAET///8AAAEOBAAAAAMAAAAcAAAAEAAAAAQAAAABAAAANAAAAAEAAAAyAAAAAQAA",
                "ADIAAAAE////CAAAAAAAAAIDAAAAFAAAAAwAAAAEAAAA9P7///j+///8/v//AwAAAGgAAAAkAAAA",
                "BAAAALD///8AAAEOBAAAAAEAAAAEAAAAAQAAADQAAADM////AAABDgQAAAADAAAAHAAAABAAAAAE",
                "AAAAAQAAADQAAAABAAAAMgAAAAEAAAAyAAAADAAMAAAACAAHAAYADAAAAAAAAQ4EAAAAAwAAABwA",
                "AAAQAAAABAAAAAEAAAA0AAAAAQAAADIAAAABAAAAMgAAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAA",
                "AAAACgAMAAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgMAAAAYAAAA",
                "DAAAAAQAAAD4/////P///wQABAAEAAAABwAAAGJhdGNoZWQA",
            ),
        },
        {
            "form": "bias_sharded",
            "dtype": "bfloat16",
            "targets": ("jax_mish_bias_fwd", "jax_mish_bias_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fe00000000000p+126 -0x1.fe00000000000p+126 0x1.0000000000000p-133",
                        "-0x1.0000000000000p-133 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
                (
                    "bfloat16",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x1.8000000000000p-2 -0x1.0a00000000000p-3 inf -0x0.0p+0",
                        "nan 0x1.fe00000000000p+126 -0x0.0p+0 -0x1.3600000000000p-2",
                        "0x1.8000000000000p-2 0x1.3800000000000p-1 "
                        "-0x1.3a00000000000p-2 0x1.6800000000000p+0",
                        "-0x1.aa00000000000p-4 0x1.d800000000000p+3 "
                        "-0x1.8e00000000000p-25 -0x1.1200000000000p-2",
                    ),
                ),
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x1.c600000000000p-1 -0x1.c200000000000p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6c00000000000p-5",
                        "0x1.5400000000000p+0 0x1.f800000000000p+0 "
                        "-0x1.b600000000000p-4 0x1.1600000000000p-3",
                        "-0x1.2a00000000000p-4 -0x1.0000000000000p+0 "
                        "-0x1.7a00000000000p-22 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (4,),
                    ("nan 0x1.6000000000000p-2 0x1.9200000000000p-2 0x1.7600000000000p-4",),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHgAAACEAAAAkAAAAJwAAADQAQAAJAIAAHACAAAAAAoAdAIAAPAK",
                "AADcCwAA3AsAANQKAADYCwAAzA0AAAIAAAAAEAAAeBAAAJwQAAAgEQAAhBEAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAwAAAAEAAAABAAAAAgAAAAMAAAABAAAAAQAAAAIAAAADAAAAAAAAAAAAAAABAAAA",
                "AwAAAAAAAAAAAAAAAQAAAAIAAACQAAAABAAAACbx//8MAAAAFAAAACwAAAAGAAAAZGV2aWNlAABC",
                "8f//DAAAAAwAAAAMAAAAAAAAAAAAAAAAAAAA7PH//xAAAAAoAAAALAAAADgAAAAG8f//CAAAAAwA",
                "AAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAACu8f//DAAA",
                "ABQAAABIAAAABgAAAGRldmljZQAAyvH//wwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAQAAAC+8f//",
                "BAAAAAEAAAAEAAAAAQAAAGEAAACQ8v//EAAAACgAAAAsAAAAOAAAAKrx//8IAAAADAAAAAMAAABj",
                "cHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAAAAEAAAAEAAAA6PL//xAA",
                "AAAoAAAALAAAADgAAAAC8v//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAA",
                "AAEAAABhAAAAAQAAAAIAAAACAAAAJAAAAAQAAAAM8f//AAABDgQAAAABAAAABAAAAAEAAAA0AAAA",
                "KPH//wAAAQ4EAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAAMAAAAAAAEAAgAAAGsIAABN",
                "TO9SDVN0YWJsZUhMT192MS4xOC4wAAErBwEFCRUBBQ8TAwcXGx8FCyMnKy8zA+4CbgIjAcMHCw8P",
                "DxcPCw8PDxMTCwsLCw8LDw8PDwsLDxsXIwsPCw8LDwsLEwsPGwsLDwsLDwsfDw8LHw8PHw8LHw8P",
                "CxsPCxsLCwsPCw8LGw8PCx8PCx8LCw8LCw8PCxsLDw8fDw8fAxMbFxMTFw8XDw8FSQsLTwsTCwsL",
                "Ey8XEwsXGwsbCxsLCwsLCw8LFxMXDxcLExMLCwEbCxMPExMfCwsTCxcLDwEPExcXBw8LDwUVFxMH",
                "Fw8HJxMTBwJOCR8FGx1bDR2jLR2lpx06Aj4CFV1jBR0dq60VFbcdsbMVFUYCAwNJSwUfBQsFIQUj",
                "FXF3CR0dhQEdhwEdiQEVj5UFJQUnFRW9AwNSAgICHVYCWgIDBzs9P0FDRQUpEQsABSsRCQkFLREJ",
                "BQUvBTEDA01PBTMBA1EDBVMbVVcFNQU3EQ0JBTkFOx1fYQU9LR8HagIfWRVlax1naQU/LR8HRgJN",
                "fxVtIx0hby0PB4oCH5Udc3UFQS0PB1YEJ2cVeX8de30FQy0DB7UfZx2BgwVFLQMHuyNNBUcFSQVL",
                "HY0tBU0dkZMFTy0DB/sVxxWXnR2ZmwVRLQMHrgIfTR2foQVTLQMH+gIrNwVVBVcdqQEFWQVbFa8T",
                "FRMTBV0ttQe1H3EFXxW5Mx0vuy0xB/oEHXsVvyMdIcEtDweOAiNpDSUFz8kBDSUDyQEFA80BCwEB",
                "AQ8Hw8PFAx8JCwPRAQEJHwEBAxsdYQMBHx0hAQAAAAAAAAAAAAAAAAAAAB1jDQPVwwsDHWUFAQMF",
                "2ecfHxEAAAAAAAAAAAMH3d3rDQPVxSMbAwfx9fkNBdvz1cMdZw0F2/fVwx1pDQXb+9XFHWsdUR1t",
                "DQEdbwMD2R1xAwfZ2ecDAxoCFQMBAQETIQUvJgIqAh05AwMuAi0yAgEdHwUDBXMVQgIXFRcXFUoC",
                "Mx0vTgItMQf2BBFPBXUFdx1eAgEFeR1mAmoCBXsVDQ0bAxEHGwUREQcbBQkRBwcBAgIBCQECBCkF",
                "ERETKQMREwUpBQkREykBExMRBw8PEQcPDxEpAwkZKQMFGR0EkgMFA1EBOQEHBGoDAwENBUEBGQMF",
                "QQUZBQ9QAQcHBBYDAxkjBx8nHykjKwABBisDAQMFAQYpAwMDAwEGJwMDAwEHVosJBwMDAQcLCQcH",
                "BPUDGysHCwkLCQMJAAEGEQMVAwEBJgsDEQMFCQMBASYLAxUDAwkDAQ1HCzULAxUFCwkBBgsDBQMN",
                "DUcRNQ0FFREHBwsJAQYRAwUDERFWBQ8DEQMTBwQvAwcLBS83LzcAEwZiAgMXBQEDCwQFAwUBBgUD",
                "AQMXCQQJBw8VGQEGBwMRAxEBBgcDDwMPAQYHAw8DDQsEBwcXFRMGAwEFAQASEH0rHyEpLSclDxUV",
                "FQMhG0sdTRUXIxMLDTcFBQdHPQsnHUEPCwsLHyElKTlNHyVRBU1bDx0RHxUPJwsPNwsJEWJ1aWx0",
                "aW4Ac2R5AHZobG8AdW5yZWFsaXplZF9jb252ZXJzaW9uX2Nhc3QAbW9kdWxlAG1lc2gAbWFudWFs",
                "X2NvbXB1dGF0aW9uAHJldHVybgByZXR1cm5fdjEAY3VzdG9tX2NhbGxfdjIAZnVuY192MQBhbGxf",
                "cmVkdWNlX3YyAGFkZF92MQAvd29yay93dC9iaWFzb3AvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0",
                "ZS5weQAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGEAL3dvcmsvd3QvYmlh",
                "c29wL2pheF9taXNoL19jb3JlL2F2YWxzLnB5AF9taXNoX2JpYXNfdHJhY2VkAF9taXNoX2JpYXNf",
                "anZwAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcHMucHkAamF4LnVzZXNfc2hhcGVf",
                "cG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X2Z3",
                "ZF9hbmRfdmpwAHN0YWJsZWhsby5tZXNoAGF4ZXMAbmFtZQBzaXplAG1lc2hfMAB0cmFuc3Bvc2Uo",
                "anZwKCkpL3BzdW1faW52YXJpYW50AF9jYXN0X3ZhcnlpbmcAbWF0Y2hfdmFyeWluZ19heGVzAG1p",
                "c2gAYmlhc19mdW5jdGlvbi48bG9jYWxzPi5taXNoX2IAYmlhc19mdW5jdGlvbi48bG9jYWxzPi5m",
                "d2RfYW5kX3ZqcABkeQB4AGIAaml0KGZ3ZF9hbmRfdmpwKS9zaGFyZF9tYXAAZW50cnkAbWFpbgA8",
                "bW9kdWxlPgBqaXQoZndkX2FuZF92anApAHNoYXJkX21hcDoAc2hhcmRfbWFwAHRyYW5zcG9zZShq",
                "dnAoKSkvbWlzaF9iaWFzX2dyYWRfc2hhcmQARGVjbGFyZWQuYmluZAAvd29yay93dC9iaWFzb3Av",
                "amF4X21pc2gvX2NvcmUvb3AucHkAc2R5LnNoYXJkaW5nAGpheC5yZXN1bHRfaW5mbwAAcmVzdWx0",
                "WzBdAHJlc3VsdFsxXQByZXN1bHRbMl0AcHVibGljAGpheF9taXNoX2JpYXNfZndkAGpheF9taXNo",
                "X2JpYXNfZ3JhZABqdnAoKS9taXNoX2JpYXNfc2hhcmQAbWhsby5iYWNrZW5kX2NvbmZpZwBwc3Vt",
                "X2ludmFyaWFudDoAcHN1bV9pbnZhcmlhbnQAdHJhbnNwb3NlKGp2cCgpKS9hZGQACGkRBY8BBccd",
                "BcdZC+nt7/3/B8vTyxff4QYC1+Pl1woC1xnf4Q4C1+MSAhYC5dcNHgIiAjYCAAEAAAAEAAAAAwAA",
                "AGNwdQAGAAAAzAAAAKgAAACAAAAAWAAAADAAAAAEAAAAkPn//wgAAAAAAAABFAAAAGpheF9taXNo",
                "X2FzY2VuZF9ncmFkAAAAALj5//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkANz5//8I",
                "AAAAAAAAARIAAABqYXhfbWlzaF9iaWFzX2dyYWQAAAD6//8IAAAAAAAAAREAAABqYXhfbWlzaF9i",
                "aWFzX2Z3ZAAAACT6//8IAAAAAAAAAQ0AAABqYXhfbWlzaF9ncmFkAAAARPr//wgAAAAAAAABDAAA",
                "AGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAMAAABIAQAAmAAAAAQAAAC+/P//BAAAAJb8//8MAAAA",
                "FAAAACwAAAAGAAAAZGV2aWNlAACy/P//DAAAAAwAAAAMAAAAAAAAAAAAAAAAAAAAXP3//xAAAAAo",
                "AAAALAAAADgAAAB2/P//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAAAAEA",
                "AABhAAAAAQAAAAIAAABO/f//BAAAACb9//8MAAAAFAAAAEgAAAAGAAAAZGV2aWNlAABC/f//DAAA",
                "AAwAAAAMAAAAAAAAAAAAAAABAAAABAAAADb9//8EAAAAAQAAAAQAAAABAAAAYQAAAAj+//8QAAAA",
                "KAAAACwAAAA4AAAAIv3//wgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAAB",
                "AAAAYQAAAAEAAAACAAAA+v3//wQAAADS/f//DAAAABQAAABIAAAABgAAAGRldmljZQAA7v3//wwA",
                "AAAMAAAADAAAAAAAAAAAAAAAAQAAAAQAAADi/f//BAAAAAEAAAAEAAAAAQAAAGEAAAC0/v//EAAA",
                "ACgAAAAsAAAAOAAAAM79//8IAAAADAAAAAMAAABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAA",
                "AQAAAGEAAAABAAAAAgAAAAMAAABgAQAAmAAAAAQAAAC2/v//BAAAAI7+//8MAAAAFAAAACwAAAAG",
                "AAAAZGV2aWNlAACq/v//DAAAAAwAAAAMAAAAAAAAAAAAAAAAAAAAVP///xAAAAAoAAAALAAAADgA",
                "AABu/v//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAA",
                "AAIAAABG////BAAAAB7///8MAAAAFAAAAFQAAAAGAAAAZGV2aWNlAAA6////DAAAAAwAAAAMAAAA",
                "AAAAAAAAAAABAAAABAAAAC7///8EAAAAAQAAAAQAAAABAAAAYQAAAAwAFAAQAAwACAAEAAwAAAAQ",
                "AAAAKAAAACwAAAA4AAAAJv///wgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQA",
                "AAABAAAAYQAAAAEAAAACAAAAAAAKAAgAAAAAAAQACgAAAAQAAADi////DAAAACAAAABoAAAABgAA",
                "AGRldmljZQAAAAAKABAADAAIAAQACgAAAAwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAwAAAAAAAYA",
                "CAAEAAYAAAAEAAAAAQAAAAQAAAABAAAAYQAAAAwAFgAQAAwACAAEAAwAAAAcAAAANAAAADgAAABE",
                "AAAAAAAKAAwACAAAAAQACgAAAAgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQA",
                "AAABAAAAYQAAAAEAAAACAAAAAwAAAFAAAAAkAAAABAAAABj///8AAAEOBAAAAAEAAAAEAAAAAQAA",
                "ADQAAAA0////AAABDgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAXP///wAAAQ4EAAAA",
                "AgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAABz///8IAAAAAAAAAgMAAAAUAAAADAAAAAQAAAAM",
                "////EP///xT///8DAAAAXAAAACQAAAAEAAAAvP///wAAAQ4EAAAAAQAAAAQAAAABAAAANAAAANj/",
                "//8AAAEOBAAAAAIAAAAQAAAABAAAAAEAAAA0AAAAAQAAADQAAAAMAAwAAAAIAAcABgAMAAAAAAAB",
                "DgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAzP///wgAAAAAAAACAgAAACwAAAAQAAAA",
                "AAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAwAAABgAAAAM",
                "AAAABAAAAPj////8////BAAEAAQAAAALAAAAZndkX2FuZF92anAA",
            ),
        },
        {
            "form": "mish",
            "dtype": "float32",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffe0000000p+126 -0x1.fffffe0000000p+126 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.fffffe0000000p+126 -0x0.0p+0 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.baee2c0000000p-1 "
                        "-0x1.3c41720000000p-2 0x1.3c56960000000p+1",
                        "-0x1.2955f40000000p-4 0x1.e000000000000p+3 "
                        "-0x1.621a800000000p-25 0x1.a9fca00000000p-3",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAACwE",
                "AAAYBQAAGAUAABAEAAAUBQAAHAUAAAEAAAAgBQAAQAUAAFQFAACABQAA1AUAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "9Pr//wAAAQoEAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAAgAMAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAARkFAQUJAQMLAwcPExcDqYcPAWcLBw8PDw8LDw8PIwsPCwsLDwsTCw8LDw8LGwsPCx8P",
                "Cx8LGw8PDw8PCxsPDwsfDwsfDwsDIQsLDw8LDxMLCwsLCwsLCy8BBQsPAwsTFwcTBwKaAwUNHxED",
                "BRUJNx0xMx05OwUPHT9BHUNFFU9VAwcXGRsFHQUFEREBAAUTBRUFFx0jAwUZAwMnaQUbHSstBR0V",
                "L0cVBwcFHy01B7UfcQUhFQs9BSMtDQcuAiNpFQ8RBSUtDQeCBB9JBSctAQeNRVMVCUkVC0sVD00V",
                "ERMdUVMFKS0BB/sVxxVXXR1ZWwUrLQEHrgIfTR1fYQUtLQEH+gIrNx1lEwUvAwENAQMDhQMDaSMH",
                "AwNzDQN1dx0xHTMdKx01CwMdNx05BQEfCxEAAAAAAAAAAAEJAQICKQNBCREDBQMFCSkDBQ0TBFEF",
                "AVEDFQEHBD8DAQUDUAMDBwQrAwULAwshAAVHKSUFAwUDAQcEYwMDBgMBBQEAUgc7GwMPFSEdEwsN",
                "NwsbSx0zKQUZJSk5TVsVHxEPCxFidWlsdGluAHZobG8AbW9kdWxlAGZ1bmNfdjEAY3VzdG9tX2Nh",
                "bGxfdjIAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRl",
                "LnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9hcGkucHkAamF4LnVzZXNfc2hhcGVf",
                "cG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X19s",
                "YW1iZGEAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlzaF9zaGFyZABEZWNs",
                "YXJlZC5iaW5kAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcC5weQBfbWlzaF90cmFj",
                "ZWQAbWlzaABmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWluADxtb2R1bGU+AGpp",
                "dCg8bGFtYmRhPikAamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2Z3",
                "ZAAIKQcFPwELbW9xeXsTfX+BZ4NrZ2tnAQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABY",
                "AAAAMAAAAAQAAABs/v//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAlP7//wgA",
                "AAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAuP7//wgAAAAAAAABEgAAAGpheF9taXNoX2Jp",
                "YXNfZ3JhZAAA3P7//wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndkAAAAAP///wgAAAAAAAAB",
                "DQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAA",
                "AAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAAAAQAAADE////AAABCgQAAAABAAAABAAAAAIA",
                "AAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////AQAAABAAAAAMAAwAAAAIAAcABgAMAAAAAAAB",
                "CgQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQA",
                "CgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAAAAgAAAAEAAQABAAAAAgAAAA8",
                "bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "grad",
            "dtype": "float32",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffe0000000p+126 -0x1.fffffe0000000p+126 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.3333340000000p-1 0x1.3333340000000p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3333340000000p-1",
                        "0x1.3333340000000p-1 0x1.0c8da40000000p+0 "
                        "0x1.1800000000000p-17 0x1.0a87760000000p+0",
                        "-0x1.b882980000000p-5 0x1.0000000000000p+0 "
                        "-0x1.5065f80000000p-25 0x1.90cebe0000000p-1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAAHgF",
                "AABkBgAAZAYAAFwFAABgBgAAaAYAAAEAAABsBgAAjAYAAKAGAADMBgAAIAcAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "qPn//wAAAQoEAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAAyQQAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAAR0FAQUNAQMLAwsPExcbHwPZsRUBhwsHDw8PCw8PDw8PDwsPDyMLDwsLCw8LCw8LGw8P",
                "Cx8PCx8PCw8PGwsbEwsPCw8PCxsLDwsbCw8LHw8LHw8bDw8PDw8DKy8LCw8LDxMLCwsLHw8LCwsL",
                "Ew8TDwEFCw8DERMHDxcTBxMHAuIEBREfEQMFHS8JFTE3BRMVDwkdT1EVE2UdX2EdZ2kdb3EFFR11",
                "dx0LewMHISMlBScFBRcRAQAFGQUbBR0dLQMFHwUhHTM1BSMtAQf7FccVOT8dOz0FJS0BB64CH00d",
                "QUMFJy0BB/oCKzcdR0kFKRVLDR0LTS0BB5FriwUrLQEHkUWTAwNViQUtHVlbBS8VXX0VEREFMS1j",
                "B7MXdwUzFRVtBTUtawe1H3EFNxUXcwU5LRkHLgIjaRUbeQU7LRkHggQfSRUdDy0BB5F7iRUTfxUV",
                "gRUXgxUbhRUdDR8REQAAAAAAAAAADQEDAQMDiSMLAwOTDQOVlx09HT8dJR1BHwkJAACAPx8NAQsD",
                "HUMdRQUBAwWHhwMDrRUBAQEDA4cBCQECAikDQQcJKQEHEQMFAwUpAwEPHSkDBRMTBG8FAVEDHwEH",
                "BF0DAQUDUAMDBwRJAwkTAwsrAAVCBwUDCQdGRQcDBQMDCUdXUwkDBQUFAQsEBwMHBgMBBQEAegpH",
                "HQMPFSELG0sdTRVfKTdhEwsNHQUZJSk5TVtbFR8pGREPCxFidWlsdGluAHZobG8AbW9kdWxlAGZ1",
                "bmNfdjEAY29uc3RhbnRfdjEAYnJvYWRjYXN0X2luX2RpbV92MQBjdXN0b21fY2FsbF92MgByZXR1",
                "cm5fdjEAL3dvcmsvd3QvYmlhc29wL3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAZnVuY3Rp",
                "b24uPGxvY2Fscz4uPGxhbWJkYT4uPGxvY2Fscz4uPGxhbWJkYT4AL3dvcmsvd3QvYmlhc29wL2ph",
                "eF9taXNoL19jb3JlL2FwaS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1f",
                "cGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQB4AGppdCg8bGFtYmRhPikA",
                "ZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoPGxhbWJkYT4pL3RyYW5zcG9zZShqdnAoKSkvYnJvYWRj",
                "YXN0X2luX2RpbQBmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBtaGxvLmJhY2tlbmRfY29uZmln",
                "AGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9taXNoX2dyYWRfc2hhcmQAX21pc2hfanZw",
                "AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcHMucHkARGVjbGFyZWQuYmluZAAvd29y",
                "ay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvb3AucHkAX21pc2hfdHJhY2VkAG1pc2gAamF4LnJl",
                "c3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2dyYWQACDELBVMBC42PkZmbA50D",
                "nxOho6WLp6mrr4sAAAABAAAABAAAAAMAAABjcHUABgAAAMwAAACoAAAAgAAAAFgAAAAwAAAABAAA",
                "AGz+//8IAAAAAAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3JhZAAAAACU/v//CAAAAAAAAAETAAAA",
                "amF4X21pc2hfYXNjZW5kX2Z3ZAC4/v//CAAAAAAAAAESAAAAamF4X21pc2hfYmlhc19ncmFkAADc",
                "/v//CAAAAAAAAAERAAAAamF4X21pc2hfYmlhc19md2QAAAAA////CAAAAAAAAAENAAAAamF4X21p",
                "c2hfZ3JhZAAAACD///8IAAAAAAAAAQwAAABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAABAAAABAAA",
                "ADT///8BAAAABAAAAED///8BAAAABAAAAMT///8AAAEKBAAAAAEAAAAEAAAAAgAAADE2AACE////",
                "CAAAAAAAAAIBAAAABAAAAHz///8BAAAAEAAAAAwADAAAAAgABwAGAAwAAAAAAAEKBAAAAAEAAAAE",
                "AAAAAgAAADE2AADM////CAAAAAAAAAICAAAALAAAABAAAAAAAAoADAALAAAABAAKAAAACAAAAAAA",
                "AAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAIBAAAACAAAAAQABAAEAAAACAAAADxsYW1iZGE+AAAA",
                "AA==",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "float32",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffe0000000p+126 -0x1.fffffe0000000p+126 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.3333340000000p-1 -0x1.3333340000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cccccc0000000p-2",
                        "0x1.cccccc0000000p-1 0x1.0c8da40000000p+1 "
                        "-0x1.a400000000000p-16 0x1.0a87760000000p-3",
                        "-0x1.b882980000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5065f80000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB4AAAAfAAAAIQAAACEAAAAhAAAAKQAAAAAAAoApAAAAFwE",
                "AABIBQAASAUAAEAEAABEBQAATAUAAAEAAABYBQAAeAUAAIwFAADYBQAANAYAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAACAAAAAAAAAAAAAAABAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAA",
                "AQAAAAQAAACk+v//AAABCgQAAAABAAAABAAAAAIAAAAxNgAAAgAAAAAAAQClAwAATUzvUg1TdGFi",
                "bGVITE9fdjEuMTguMAABGQUBBQkBAwsDBw8TFwOvjQ8BawcLDw8PDwsPDw8jCw8LCwsPCw8LEwsP",
                "Cw8PCxsLDwsfDwsfCxsPDw8PDwsbDw8LHw8LHw8LAyMLCy8TCw8TCwsLCwsLCwsTDwEFCw8DCxMb",
                "BxMHAsYDHwUNEQMFFQk7HTU3HT0/BQ8dQ0UdR0kVU1kDBxcZGwUdBQUREQEABRMFFQUXHSMBBRkd",
                "JwEFGwMDK2sFHR0vMQUfFTNLFQcHBSEtOQe1H3EFIxULQQUlLQ0H2gIjiRUPEQUnLQ0HXgUfWwUp",
                "LQMHlU1tFQlNFQtPFQ9RFRETHVVXBSstAwf7FccVW2EdXV8FLS0DB64CH00dY2UFLy0DB/oCKzcd",
                "aRMFMQ0BAwEfCxEAAAAAAAAAAAMFa2sjBwMDdw0DeXsdMx01HS0dNwsDHTkdOwUBAwVvbwMDbwEJ",
                "AQICKQNBCREFBQUDBQkpAwUNEwRXBQFRARUBBwRFAwEFA1ABAwcEMQMHCwULIQslAAVHLSkFAwUF",
                "AQMHBGcDBQYDAQUBAKIHPR0DDxUhHRMLDTcVJUsdPSkFBxklKTlNWxUfEQ8LEWJ1aWx0aW4Admhs",
                "bwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3QvYmlhc29w",
                "L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19j",
                "b3JlL2FwaS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9u",
                "cwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQBkeQB4AG1obG8uYmFja2VuZF9jb25maWcA",
                "aml0KDxsYW1iZGE+KS9taXNoX2dyYWRfc2hhcmQARGVjbGFyZWQuYmluZAAvd29yay93dC9iaWFz",
                "b3AvamF4X21pc2gvX2NvcmUvb3AucHkAX21pc2hfZ3JhZF90cmFjZWQAbWlzaF9ncmFkAGZ1bmN0",
                "aW9uLjxsb2NhbHM+LjxsYW1iZGE+AGVudHJ5AG1haW4APG1vZHVsZT4Aaml0KDxsYW1iZGE+KQBq",
                "YXgucmVzdWx0X2luZm8AcmVzdWx0WzBdAHB1YmxpYwAAamF4X21pc2hfZ3JhZAAIKQcFPwELcXN1",
                "fX8TgYOFbYeJbYttAAAAAQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABYAAAAMAAAAAQA",
                "AABE/v//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAbP7//wgAAAAAAAABEwAA",
                "AGpheF9taXNoX2FzY2VuZF9md2QAkP7//wgAAAAAAAABEgAAAGpheF9taXNoX2JpYXNfZ3JhZAAA",
                "tP7//wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndkAAAA2P7//wgAAAAAAAABDQAAAGpheF9t",
                "aXNoX2dyYWQAAAD4/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAQAAAAQA",
                "AAAE////AgAAAAwAAAAEAAAAFP///xj///8BAAAABAAAAKT///8AAAEKBAAAAAEAAAAEAAAAAgAA",
                "ADE2AABk////CAAAAAAAAAIBAAAABAAAAFT///8CAAAAMAAAAAQAAADk////AAABCgQAAAABAAAA",
                "BAAAAAIAAAAxNgAADAAMAAAACAAHAAYADAAAAAAAAQoEAAAAAQAAAAQAAAACAAAAMTYAAMz///8I",
                "AAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgA",
                "AAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8EAAQABAAAAAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "vmap",
            "dtype": "float32",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "float32",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffe0000000p+126 -0x1.fffffe0000000p+126 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.fffffe0000000p+126 -0x0.0p+0 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.baee2c0000000p-1 "
                        "-0x1.3c41720000000p-2 0x1.3c56960000000p+1",
                        "-0x1.2955f40000000p-4 0x1.e000000000000p+3 "
                        "-0x1.621a800000000p-25 0x1.a9fca00000000p-3",
                    ),
                ),
                (
                    "float32",
                    (4, 4),
                    (
                        "0x1.3333340000000p-1 -0x1.3333340000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.cccccc0000000p+0",
                        "0x1.3333340000000p-1 -0x1.0c8da40000000p+1 "
                        "0x1.1800000000000p-18 0x1.8fcb320000000p+1",
                        "-0x1.b882980000000p-5 -0x1.0000000000000p+1 "
                        "-0x1.5065f80000000p-26 0x1.2c9b0e0000000p+1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAACMAAAAjAAAANgAAAAAAAoA2AAAACgG",
                "AAAUBwAAFAcAAAwGAAAQBwAAIAcAAAEAAAAsBwAAhAcAAKAHAAD4BwAAVAgAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAgAAAAEAAAABAAAAAgAAAAAAAAABAAAA",
                "AAAAAAAAAAACAAAAMAAAAAQAAACQ+P//AAABCgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0",
                "AAAAuPj//wAAAQoEAAAAAQAAAAQAAAABAAAANAAAAAIAAAAAAAEAPQUAAE1M71INU3RhYmxlSExP",
                "X3YxLjE4LjAAARsFAQULAQMLAwkPExcbAwIC2RUBrwsHCw8LDw8TDw8LDw8PCw8PDw8PDyMLDwsL",
                "Cw8LDwsLDwsPDx8PCxsPCx8PCx8bDw8PDw8PCxsPDwsfDwsfDwsPDwsfHw8PCx8PCx8PGw8LDw8P",
                "Dw8PCwMrCwsPTwsLCwsTCxMTCxMLCwsLLwsTAQULDwMRFxMHHxMHEwcCPgYFDx8FER1NTwUTFWlv",
                "EQMFAwM/sRUTSx0VSQUVHVNVHVlbHR1dBRcVIYsdFYkdj5EdlZcdHZsVIaUDBy0vMQ0zDQUZEQEA",
                "BRsFHQUfHTkDBSEdPQMFIwUlHUNFBScVR18VEREtBQeaAh9fFQdRBSktBQe1H3EVF1cFKy0JBy4C",
                "I2kVGRsFLS0JB4IEH0ktAQeHHy0VE2EVB2MVF2UVGWcVGwsda20FLy0BB/sVxxVxdx1zdQUxLQEH",
                "rgIfTR15ewUzLQEH+gIrNx1/gQU1FYMfHYWHBTctBQeuAid9LQUHugIXexUHjRUjkwU5LQkH2gIj",
                "iRUlmQU7LQkHXgUfWxUnCy0BB4cxUR2foQU9FaMfFSkpFQenFSOpFSUnHa0LBT8DAQ0BAwO1Hw0h",
                "AQAAAAAAAAAAAAAAAAAAAB1BCwMdQwUBAwWxsSMLAwXFyQ0Dt8cdRQ0Dt8sdRx0xHUkdSx8REQEA",
                "AAAAAAAAHU0DBbW1AQkBAgIpBRERCSkDEQkJEQUHBQUFBSkDCQ8TKQMFEx0EewUBUQMrAQcEaQMB",
                "BQVQAwMHBFUDCxMFDzcLOwADR0EPBQMFAwMHRn0HAwUDAQNHnQ8JAwUFBwMJBKsFBQkGAwEFAQBm",
                "Ck8dGw8VFQMhFUMVJUVFEwsNCxsdOSkFBxMlKTkvJ01LWxUpER8PCxFidWlsdGluAHZobG8AbW9k",
                "dWxlAGN1c3RvbV9jYWxsX3YyAGZ1bmNfdjEAYnJvYWRjYXN0X2luX2RpbV92MQByZXR1cm5fdjEA",
                "L3dvcmsvd3QvYmlhc29wL3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAL3dvcmsvd3QvYmlh",
                "c29wL2pheF9taXNoL19jb3JlL29wLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9h",
                "cGkucHkAX2VsZW1lbnR3aXNlX2JhdGNoAGZ1bmN0aW9uLjxsb2NhbHM+LmJvdGgAamF4LnVzZXNf",
                "c2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMA",
                "aml0X2JvdGgAZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdChib3RoKS92bWFwKCkvbWlzaF9z",
                "aGFyZABEZWNsYXJlZC5iaW5kAF9taXNoX3RyYWNlZABtaXNoAGVudHJ5AG1haW4APG1vZHVsZT4A",
                "aml0KGJvdGgpL3ZtYXAoKS9icm9hZGNhc3RfaW5fZGltAF9lbGVtZW50d2lzZV9iYXRjaC48bG9j",
                "YWxzPi5mcm9udABfbWlzaF9ncmFkX3RyYWNlZABtaXNoX2dyYWQAaml0KGJvdGgpL3ZtYXAoKS9t",
                "aXNoX2dyYWRfc2hhcmQAaml0KGJvdGgpAGpheC5yZXN1bHRfaW5mbwAAcmVzdWx0WzBdAHJlc3Vs",
                "dFsxXQBwdWJsaWMAamF4X21pc2hfZndkAGpheF9taXNoX2dyYWQACEELBWsBC7/Bw83PE7m70a+9",
                "s6+zrwPTE7m71a+916+zrwAAAAEAAAAEAAAAAwAAAGNwdQAGAAAAzAAAAKgAAACAAAAAWAAAADAA",
                "AAAEAAAA8P3//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAABj+//8IAAAAAAAA",
                "ARMAAABqYXhfbWlzaF9hc2NlbmRfZndkADz+//8IAAAAAAAAARIAAABqYXhfbWlzaF9iaWFzX2dy",
                "YWQAAGD+//8IAAAAAAAAAREAAABqYXhfbWlzaF9iaWFzX2Z3ZAAAAIT+//8IAAAAAAAAAQ0AAABq",
                "YXhfbWlzaF9ncmFkAAAApP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAIA",
                "AAAMAAAABAAAALT+//+4/v//AgAAAAwAAAAEAAAAyP7//8z+//8CAAAAMAAAAAQAAABc////AAAB",
                "CgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAhP///wAAAQoEAAAAAgAAABAAAAAEAAAA",
                "AQAAADQAAAABAAAANAAAAFD///8IAAAAAAAAAgIAAAAMAAAABAAAAET///9I////AgAAADwAAAAE",
                "AAAA2P///wAAAQoEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAAwADAAAAAgABwAGAAwA",
                "AAAAAAEKBAAAAAEAAAAEAAAAAQAAADQAAADM////CAAAAAAAAAICAAAALAAAABAAAAAAAAoADAAL",
                "AAAABAAKAAAACAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAICAAAAEAAAAAQAAAD8////",
                "BAAEAAQAAAAEAAAAYm90aAAAAAA=",
            ),
        },
        {
            "form": "sharded",
            "dtype": "float32",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffe0000000p+126 -0x1.fffffe0000000p+126 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.fffffe0000000p+126 -0x0.0p+0 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.baee2c0000000p-1 "
                        "-0x1.3c41720000000p-2 0x1.3c56960000000p+1",
                        "-0x1.2955f40000000p-4 0x1.e000000000000p+3 "
                        "-0x1.621a800000000p-25 0x1.a9fca00000000p-3",
                    ),
                ),
                (
                    "float32",
                    (16,),
                    (
                        "0x1.3333340000000p-1 -0x1.3333340000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cccccc0000000p-2",
                        "0x1.cccccc0000000p-1 0x1.0c8da40000000p+1 "
                        "-0x1.a400000000000p-16 0x1.0a87760000000p-3",
                        "-0x1.b882980000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5065f80000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAAA0AQAAiAEAAKgBAAAAAAoAqAEAAHAH",
                "AABcCAAAXAgAAFQHAABYCAAAuAkAAAIAAABYCwAAmAsAALQLAAAADAAAXAwAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAEAAAABAAAAAgAAAAEAAAABAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAA",
                "AQAAAAQAAAC69f//DAAAABQAAABIAAAABgAAAGRldmljZQAA1vX//wwAAAAMAAAADAAAAAAAAAAA",
                "AAAAAQAAAAQAAADK9f//BAAAAAEAAAAEAAAAAQAAAGEAAACc9v//EAAAACgAAAAsAAAAOAAAALb1",
                "//8IAAAADAAAAAMAAABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAA",
                "AAEAAAAEAAAA9Pb//xAAAAAoAAAALAAAADgAAAAO9v//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUA",
                "AQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAAABAAAABAAAAID1//8AAAEKBAAAAAEAAAAE",
                "AAAAAgAAADE2AAACAAAAAAABALUFAABNTO9SDVN0YWJsZUhMT192MS4xOC4wAAEnBwEFCREBBQ8T",
                "AwcXGx8FByMnKwMiAuEZAacHCwsPDw8PDw8LCw8PDw8LEyMLDwsPCw8LEwsTCw8bCwsPCwsLDwsP",
                "CxsPDwsfDwsfCwsPCwsPDwsbCw8PCx8PDwsfDxsLDw8PDwsfDw8LHw8bCwMPFxMTDxcPDwUtCwsP",
                "LxMLCwsLEwsTGwsbCwsLCwsLEwENExMPBwsPBQ0TEwcfEwcCNgYfBRcFGR1jGx1lZx1rbRUddx2L",
                "jRUdkQUbBQsdRwEdSQEVT1UdcXMFHQMDpdkDByUnKSstLwUfEQkABSERBQkFIxEFBQUlAwM1NwUn",
                "AwM5OwUpAQM9AwU/E0FDBSsFLRELCQkVBS8FMR1NGwUzHVFTBTUtAwf7FccVV10dWVsFNy0DB64C",
                "H00dX2EFOS0DB/oCKzcFOwU9HWkBBT8FQRVvDRUNDQVDLXUHtR9xBUUVeX8de30FRy0FB9oCI4kV",
                "gYcdg4UFSS0FB14FH1sdH4ktAweHMVEFSxWPERURERWTmR2VlwVNLQUHLgIjaRWboR2dnwVPLQUH",
                "ggQfSR0foy0DB4cfLQVRDUUDrwEPBaenBQOtAQMbCQsDsQEBCRsBAQMTAwEdUwMDux8VEQAAAAAA",
                "AAAADQO3px1VCwMdVwUBAwW9vSMTAwXN0Q0Fv8+3px1ZDQW/07enHVsdNx1dDQEdXx1hAwW7uxsD",
                "QQcbAyEHAQICCwEJAQIEKQNBESkDIREJEQUNDQUNDSkDBRcTBEoCBQNRASMBBwQiAgMBCQVBATMD",
                "DVABBQcE8wMRGwUbFxsZAAEGGQMBAwMBBhcDAQMBB1ZLBwUBAQUHBQcEgwMRHwUHCQcJAAEGCwMP",
                "AwEBJg8DDwMDCQMBC0cPIQkDDwMHAQYPAwMDCQtHCyELAw8FBQcBBgsDAwMNCQQJBQsPAQYHAw0D",
                "CwEGBwMNAwkPBAcFDw0GAwEFAQCqCmMdGw8VFQMhGykLGxcVJUsdIRUXFRMLDSkFBwsLCx8TJSk5",
                "LwVNWxURHw8nCw83CwkRYnVpbHRpbgBzZHkAdmhsbwB1bnJlYWxpemVkX2NvbnZlcnNpb25fY2Fz",
                "dABtb2R1bGUAbWVzaABtYW51YWxfY29tcHV0YXRpb24AcmV0dXJuAGN1c3RvbV9jYWxsX3YyAGZ1",
                "bmNfdjEAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRl",
                "LnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9hcGkucHkAYQBmdW5jdGlvbi48bG9j",
                "YWxzPi5ib3RoAGpheC51c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51bV9wYXJ0aXRpb25z",
                "AG1obG8ubnVtX3JlcGxpY2FzAGppdF9ib3RoAHN0YWJsZWhsby5tZXNoAGF4ZXMAbmFtZQBzaXpl",
                "AGR5AHgAaml0KGJvdGgpL3NoYXJkX21hcABlbnRyeQBtYWluADxtb2R1bGU+AGppdChib3RoKQBz",
                "aGFyZF9tYXA6AHNoYXJkX21hcABtaXNoX2dyYWRfc2hhcmQARGVjbGFyZWQuYmluZAAvd29yay93",
                "dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvb3AucHkAX21pc2hfZ3JhZF90cmFjZWQAbWlzaF9ncmFk",
                "AG1pc2hfc2hhcmQAX21pc2hfdHJhY2VkAG1pc2gAbWhsby5iYWNrZW5kX2NvbmZpZwBzZHkuc2hh",
                "cmRpbmcAamF4LnJlc3VsdF9pbmZvAAByZXN1bHRbMF0AcmVzdWx0WzFdAHB1YmxpYwBqYXhfbWlz",
                "aF9md2QAamF4X21pc2hfZ3JhZAAISw0FYwEFqxULx8nL1dcHqbOpE8HD27XFubW5tRPBw921xd+1",
                "ubUAAAABAAAABAAAAAMAAABjcHUABgAAAMwAAACoAAAAgAAAAFgAAAAwAAAABAAAADD7//8IAAAA",
                "AAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3JhZAAAAABY+///CAAAAAAAAAETAAAAamF4X21pc2hf",
                "YXNjZW5kX2Z3ZAB8+///CAAAAAAAAAESAAAAamF4X21pc2hfYmlhc19ncmFkAACg+///CAAAAAAA",
                "AAERAAAAamF4X21pc2hfYmlhc19md2QAAADE+///CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAA",
                "AOT7//8IAAAAAAAAAQwAAABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAACAAAAtAAAAAQAAADi/f//",
                "BAAAALr9//8MAAAAFAAAAEgAAAAGAAAAZGV2aWNlAADW/f//DAAAAAwAAAAMAAAAAAAAAAAAAAAB",
                "AAAABAAAAMr9//8EAAAAAQAAAAQAAAABAAAAYQAAAJz+//8QAAAAKAAAACwAAAA4AAAAtv3//wgA",
                "AAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAABAAAAYQAAAAEAAAACAAAAjv7/",
                "/wQAAABm/v//DAAAABQAAABIAAAABgAAAGRldmljZQAAgv7//wwAAAAMAAAADAAAAAAAAAAAAAAA",
                "AQAAAAQAAAB2/v//BAAAAAEAAAAEAAAAAQAAAGEAAABI////EAAAACgAAAAsAAAAOAAAAGL+//8I",
                "AAAADAAAAAMAAABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAAAAIA",
                "AADMAAAABAAAAEb///8EAAAAHv///wwAAAAUAAAAVAAAAAYAAABkZXZpY2UAADr///8MAAAADAAA",
                "AAwAAAAAAAAAAAAAAAEAAAAEAAAALv///wQAAAABAAAABAAAAAEAAABhAAAADAAUABAADAAIAAQA",
                "DAAAABAAAAAoAAAALAAAADgAAAAm////CAAAAAwAAAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAAB",
                "AAAABAAAAAEAAABhAAAAAQAAAAIAAAAAAAoACAAAAAAABAAKAAAABAAAAOL///8MAAAAIAAAAGgA",
                "AAAGAAAAZGV2aWNlAAAAAAoAEAAMAAgABAAKAAAADAAAAAwAAAAMAAAAAAAAAAAAAAABAAAADAAA",
                "AAAABgAIAAQABgAAAAQAAAABAAAABAAAAAEAAABhAAAADAAWABAADAAIAAQADAAAABwAAAA0AAAA",
                "OAAAAEQAAAAAAAoADAAIAAAABAAKAAAACAAAAAwAAAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAAB",
                "AAAABAAAAAEAAABhAAAAAQAAAAIAAAACAAAAJAAAAAQAAACA////AAABCgQAAAABAAAABAAAAAIA",
                "AAAxNgAAnP///wAAAQoEAAAAAQAAAAQAAAACAAAAMTYAAFz///8IAAAAAAAAAgIAAAAMAAAABAAA",
                "AFD///9U////AgAAADAAAAAEAAAA5P///wAAAQoEAAAAAQAAAAQAAAACAAAAMTYAAAwADAAAAAgA",
                "BwAGAAwAAAAAAAEKBAAAAAEAAAAEAAAAAgAAADE2AADM////CAAAAAAAAAICAAAALAAAABAAAAAA",
                "AAoADAALAAAABAAKAAAACAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAICAAAAEAAAAAQA",
                "AAD8////BAAEAAQAAAAEAAAAYm90aAAAAAA=",
            ),
        },
        {
            "form": "bias",
            "dtype": "float32",
            "targets": ("jax_mish_bias_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffe0000000p+126 -0x1.fffffe0000000p+126 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
                (
                    "float32",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (4, 4),
                    (
                        "0x1.8040480000000p-2 -0x1.0a17260000000p-3 inf -0x0.0p+0",
                        "nan 0x1.fffffe0000000p+126 -0x0.0p+0 -0x1.36aee00000000p-2",
                        "0x1.8040480000000p-2 0x1.3854520000000p-1 "
                        "-0x1.39fadc0000000p-2 0x1.6743cc0000000p+0",
                        "-0x1.aa604e0000000p-4 0x1.d800000000000p+3 "
                        "-0x1.8ebe780000000p-25 -0x1.124c940000000p-2",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB4AAAAfAAAAIQAAACEAAAAhAAAANAAAAAAAAoA0AAAANwE",
                "AADIBQAAyAUAAMAEAADEBQAAzAUAAAEAAADYBQAABAYAABgGAABwBgAAzAYAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAACAAAAAAAAAAAAAAABAAAAAAAAAAIAAAAAAAAAAQAAAAAAAAAAAAAA",
                "AgAAACQAAAAEAAAAHPr//wAAAQoEAAAAAQAAAAQAAAABAAAANAAAADj6//8AAAEKBAAAAAIAAAAQ",
                "AAAABAAAAAEAAAA0AAAAAQAAADQAAAACAAAAAAABAPwDAABNTO9SDVN0YWJsZUhMT192MS4xOC4w",
                "AAEZBQEFCQEDCwMHDxMXA7+ZEwF1CwcPDw8PCw8PDw8jCw8LCwsPCw8LEwsPCw8PCxsLDwsfDwsf",
                "DwsbCxsPDw8PDw8LGw8PCx8PCx8PCwMlCwtPEwsPEwsLCwsLCwsLEy8PAQULDwMPFwcTBxsTEwJ6",
                "BAUNHxEDBRUJPR03OR0/QQUPHUVHHUtNHU9RFV1jAwcZGx0FHwUFEREBAAUTBRUFFx0lAwUZHSkD",
                "BRsDAy11BR0dMTMFHxU1UxUHBwUhLTsHtR9xBSMVC0MFJS0NB44CI2kVD0kFJy0NB1YEJ2cVERMF",
                "KS0BB7UfZwUrLQEHw0tjFQlVFQtXFQ9ZFRFbFRMVHV9hBS0tAQf7FccVZWsdZ2kFLy0BB64CH00d",
                "bW8FMS0BB/oCKzcdcxUFMw0BAwEfDyEBAAAAAAAAAAAAAAAAAAAAAwV1dSMNAwOBDQODhR01HTcd",
                "Lx05CwMdOx09BQEDBXmVHxERAAAAAAAAAAADA3kBCQECAikFEREHCSkDEQcTEQUFCQMFKQMJCykD",
                "BQsEVwUBUQMXAQcERQMBBQNQAwMHBDEDBwsFCyMTJwAFRy8rBQMFBQEDBwRxAwUGAwEFAQAqCD8l",
                "Aw8VIR0TCw1BPQslSx09KQUFGSUpOU1bFR8RDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBmdW5jX3Yx",
                "AGN1c3RvbV9jYWxsX3YyAHJldHVybl92MQAvd29yay93dC9iaWFzb3AvdGVzdHMvZXhwb3J0X2dv",
                "bGRlbi93cml0ZS5weQAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGpheC51",
                "c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxp",
                "Y2FzAGppdF9fbGFtYmRhAHgAYgBtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlz",
                "aF9iaWFzX3NoYXJkAERlY2xhcmVkLmJpbmQAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19jb3Jl",
                "L29wLnB5AF9taXNoX2JpYXNfdHJhY2VkAG1pc2gAYmlhc19mdW5jdGlvbi48bG9jYWxzPi5taXNo",
                "X2IAYmlhc19mdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWluADxtb2R1bGU+AGpp",
                "dCg8bGFtYmRhPikAamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2Jp",
                "YXNfZndkAAgpBwVDAQt7fX+HiROLjY93kZN3l3cBAAAABAAAAAMAAABjcHUABgAAAMwAAACoAAAA",
                "gAAAAFgAAAAwAAAABAAAACz+//8IAAAAAAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3JhZAAAAABU",
                "/v//CAAAAAAAAAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZAB4/v//CAAAAAAAAAESAAAAamF4X21p",
                "c2hfYmlhc19ncmFkAACc/v//CAAAAAAAAAERAAAAamF4X21pc2hfYmlhc19md2QAAADA/v//CAAA",
                "AAAAAAENAAAAamF4X21pc2hfZ3JhZAAAAOD+//8IAAAAAAAAAQwAAABqYXhfbWlzaF9md2QAAAAA",
                "AAAAAAAAAAABAAAABAAAAOz+//8CAAAADAAAAAQAAAD8/v//AP///wEAAAAEAAAAmP///wAAAQoE",
                "AAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAFj///8IAAAAAAAAAgEAAAAEAAAASP///wIA",
                "AAAwAAAABAAAAOT///8AAAEKBAAAAAEAAAAEAAAAAQAAADQAAAAMAAwAAAAIAAcABgAMAAAAAAAB",
                "CgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAzP///wgAAAAAAAACAgAAACwAAAAQAAAA",
                "AAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAgAAABAAAAAE",
                "AAAA/P///wQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "bias_grad",
            "dtype": "float32",
            "targets": ("jax_mish_bias_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (4, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffe0000000p+126 -0x1.fffffe0000000p+126 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
                (
                    "float32",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (4, 4),
                    (
                        "0x1.c5d96a0000000p-1 -0x1.c25f060000000p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6bd3ec0000000p-5",
                        "0x1.5463100000000p+0 0x1.f8b5520000000p+0 "
                        "-0x1.c267000000000p-4 0x1.16a7260000000p-3",
                        "-0x1.2a06d00000000p-4 -0x1.0000000000000p+0 "
                        "-0x1.7aae700000000p-22 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (4,),
                    ("nan 0x1.5e173c0000000p-2 0x1.8f66280000000p-2 0x1.7764560000000p-4",),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAACAAAAAiAAAAJQAAACUAAAAlAAAAOAAAAAAAAoA5AAAAMQG",
                "AACwBwAAsAcAAKgGAACsBwAAvAcAAAEAAADQBwAAHAgAADgIAAC8CAAAIAkAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAAAAAAAAAAAAwAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAQAAAAMAAAAAAAAA",
                "AAAAAAEAAAAAAAAAAAAAAAIAAAAkAAAABAAAAOD3//8AAAEKBAAAAAEAAAAEAAAAAQAAADQAAAD8",
                "9///AAABCgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAAwAAAAAAAQACAAAAzQUAAE1M",
                "71INU3RhYmxlSExPX3YxLjE4LjAAAR8FAQUPAQMLAw0PExcbHyMDBgLXGQGnCwcPCw8PDw8PDw8P",
                "Cw8PDyMLDwsLCw8LDwsPCwsPCxsPDwsfDwsfDwsPDxsLGw8LDw8bEwsPCw8PCxsLDwsfCw8PCx8P",
                "Cx8PCxsPGw8PDw8PDw8DMQtPCwsvFwsTEwsTCwsLHw8LCwsLFw8XEwEFCw8DFRcTBw8HIxMHExMC",
                "WgYFEx8dc3UFFRURDxEDBR05DxU7QR1ZWxUFeR17fR2FhwUXHYuNHZGTHQeXAwcjJScLKQsFGREB",
                "AAUbBR0FHx0vAwUhHTMDBSMdNwMFJQUnHT0/BSktAQf7FccVQ0kdRUcFKy0BB64CH00dS00FLS0B",
                "B/oCKzcdUVMFLxVVCR0HVy0BB8lnmwUxLQEHyTu5HV9hBTMVYwkdB2UtAQfJd5kDA2mnBTUdbW8F",
                "NxVxmRUTEwU5LXcHtR9xBTsVFYEFPS1/B/oEHXsFPxUFgxUXiQVBLRkHjgIjaRUbjwVDLRkHVgQn",
                "ZxUdlQVFLQEHtR9nFR8RLQEHyYGZFQWbFRWdFQWfFRehFRujFR2lFR8JDQEfFSEBAAAAAAAAAAAA",
                "AAAAAAAAHUcDAR8XEQAAAAAAAAAAAwenp6cjDwMFt7sNA6u5HUkNA6u9HUsdKx1NHwsJAACAPx8R",
                "AQsDHU8dUQUBAwepqa8DA9MVAwEBAQMFqa8BCQECAikFEREJKQMRCQkpAQkTEQcFBQcFBQcpAwET",
                "HSkDCQ0pAwUNBI0FAVEDIQEHBHsDAQUDUAMDBwRnAxEXBwstCzEPNQAFQg0FAwsHRk8HAwUDBwkG",
                "XQMFBQEJC0drZwkFBQcHCwMFDQQNBQ0PBgMBBQEAegxTJwMPFRUhPQslTR9LHWkpR0FhEwsNHQUF",
                "BxklKTlNZVsVHxkpGREPCxFidWlsdGluAHZobG8AbW9kdWxlAGZ1bmNfdjEAY29uc3RhbnRfdjEA",
                "YnJvYWRjYXN0X2luX2RpbV92MQBtdWx0aXBseV92MQBjdXN0b21fY2FsbF92MgByZXR1cm5fdjEA",
                "L3dvcmsvd3QvYmlhc29wL3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAYmlhc19mdW5jdGlv",
                "bi48bG9jYWxzPi48bGFtYmRhPi48bG9jYWxzPi48bGFtYmRhPgAvd29yay93dC9iaWFzb3AvamF4",
                "X21pc2gvX2NvcmUvYXBpLnB5AGpheC51c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51bV9w",
                "YXJ0aXRpb25zAG1obG8ubnVtX3JlcGxpY2FzAGppdF9fbGFtYmRhAGR5AHgAYgBqaXQoPGxhbWJk",
                "YT4pAGVudHJ5AG1haW4APG1vZHVsZT4Aaml0KDxsYW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL2Jy",
                "b2FkY2FzdF9pbl9kaW0AYmlhc19mdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBqaXQoPGxhbWJk",
                "YT4pL3RyYW5zcG9zZShqdnAoKSkvbXVsAG1obG8uYmFja2VuZF9jb25maWcAaml0KDxsYW1iZGE+",
                "KS90cmFuc3Bvc2UoanZwKCkpL21pc2hfYmlhc19ncmFkX3NoYXJkAERlY2xhcmVkLmJpbmQAL3dv",
                "cmsvd3QvYmlhc29wL2pheF9taXNoL19jb3JlL29wLnB5AF9taXNoX2JpYXNfanZwAC93b3JrL3d0",
                "L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcHMucHkAX21pc2hfYmlhc190cmFjZWQAbWlzaABiaWFz",
                "X2Z1bmN0aW9uLjxsb2NhbHM+Lm1pc2hfYgBqYXgucmVzdWx0X2luZm8AcmVzdWx0WzBdAHJlc3Vs",
                "dFsxXQBwdWJsaWMAAGpheF9taXNoX2JpYXNfZ3JhZAAIMQsFVwELsbO1v8EDwwPFE8fJy63Nz9HV",
                "rQAAAAEAAAAEAAAAAwAAAGNwdQAGAAAAzAAAAKgAAACAAAAAWAAAADAAAAAEAAAAyP3//wgAAAAA",
                "AAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAAPD9//8IAAAAAAAAARMAAABqYXhfbWlzaF9h",
                "c2NlbmRfZndkABT+//8IAAAAAAAAARIAAABqYXhfbWlzaF9iaWFzX2dyYWQAADj+//8IAAAAAAAA",
                "AREAAABqYXhfbWlzaF9iaWFzX2Z3ZAAAAFz+//8IAAAAAAAAAQ0AAABqYXhfbWlzaF9ncmFkAAAA",
                "fP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAIAAAAMAAAABAAAAIT+//+I",
                "/v//AwAAABQAAAAMAAAABAAAAJz+//+g/v//pP7//wIAAAAkAAAABAAAAEj///8AAAEKBAAAAAEA",
                "AAAEAAAAAQAAADQAAABk////AAABCgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAJP//",
                "/wgAAAAAAAACAgAAAAwAAAAEAAAAEP///xT///8DAAAAXAAAACQAAAAEAAAAvP///wAAAQoEAAAA",
                "AQAAAAQAAAABAAAANAAAANj///8AAAEKBAAAAAIAAAAQAAAABAAAAAEAAAA0AAAAAQAAADQAAAAM",
                "AAwAAAAIAAcABgAMAAAAAAABCgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAzP///wgA",
                "AAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAA",
                "AAgAAAAAAAACAwAAABgAAAAMAAAABAAAAPj////8////BAAEAAQAAAAIAAAAPGxhbWJkYT4AAAAA",
            ),
        },
        {
            "form": "bias_vmap",
            "dtype": "float32",
            "targets": ("jax_mish_bias_fwd", "jax_mish_bias_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (2, 2, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (2, 2, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffe0000000p+126 -0x1.fffffe0000000p+126 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
                (
                    "float32",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (2, 2, 4),
                    (
                        "0x1.8040480000000p-2 -0x1.0a17260000000p-3 inf -0x0.0p+0",
                        "nan 0x1.fffffe0000000p+126 -0x0.0p+0 -0x1.36aee00000000p-2",
                        "0x1.8040480000000p-2 0x1.3854520000000p-1 "
                        "-0x1.39fadc0000000p-2 0x1.6743cc0000000p+0",
                        "-0x1.aa604e0000000p-4 0x1.d800000000000p+3 "
                        "-0x1.8ebe780000000p-25 -0x1.124c940000000p-2",
                    ),
                ),
                (
                    "float32",
                    (2, 2, 4),
                    (
                        "0x1.c5d96a0000000p-1 -0x1.c25f060000000p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6bd3ec0000000p-5",
                        "0x1.5463100000000p+0 0x1.f8b5520000000p+0 "
                        "-0x1.c267000000000p-4 0x1.16a7260000000p-3",
                        "-0x1.2a06d00000000p-4 -0x1.0000000000000p+0 "
                        "-0x1.7aae700000000p-22 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (4,),
                    ("nan 0x1.5e173c0000000p-2 0x1.8f66280000000p-2 0x1.7764560000000p-4",),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHgAAACEAAAAkAAAAJwAAACcAAAAnAAAAPQAAAAAAAoA+AAAAIAG",
                "AABsBwAAbAcAAGQGAABoBwAAgAcAAAEAAACUBwAAJAgAAEgIAADkCAAASAkAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAwAAAAAAAAAAAAAAAAAAAAMAAAAAAAAAAAAAAAAAAAADAAAAAAAAAAAAAAABAAAA",
                "AwAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAgAAACQAAAAEAAAAzPf//wAAAQoEAAAAAQAAAAQAAAAB",
                "AAAANAAAAOj3//8AAAEKBAAAAAMAAAAcAAAAEAAAAAQAAAABAAAANAAAAAEAAAAyAAAAAQAAADIA",
                "AAADAAAAAAABAAIAAAB2BQAATUzvUg1TdGFibGVITE9fdjEuMTguMAABGQUBBQkBAwsDBw8TFwMK",
                "At8TAasPBwsLDxMPDwsPDw8LDw8PDw8PDyMLDwsLCw8LDwsPCwsPCw8PCxsLDx8PCx8PDwsfDwsf",
                "DwsbCxsPDw8PDw8PDw8LGw8PCx8PCx8PCw8PDx8PDw8LAzULC28LCwsLEy8XCxcTCxMLEwsLCwsP",
                "CxcPFwEFCw8DDxsTBwcnExMCggYdS00fBQ0FDxEDBQMDQa0VAVEdEVMFERUBVR1XWR1fYQUTHWVn",
                "HWttHW9xFQF3FYOJFQGfHRGhAwcrLS8JMQkFFREBAAUXBRkFGx03AwUdHTsDBR8dPwMFIQUjHUVH",
                "BSUVSXMVDQ0FJy1PB7UfcQUpFQ8TLQcH9gQRTxUVWwUrLQcHFgQfhxUBXRUXYwUtLRkHjgIjaRUb",
                "aQUvLRkHVgQnZxUdHwUxLQUHtR9nBTMtBQfTK48VAXUVDyEVFXkVAXsVF30VG38VHYEVHyMdhYcF",
                "NS0FB/sVxxWLkR2NjwU3LQUHrgIfTR2TlQU5LQUH+gIrNx2ZmwU7FZ2jFSUlFScTLQcH+gQdexUB",
                "pRUnIR2pIwU9AwENAR8PMQIAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAB0/CwMdQQUBAwWvux8REQAA",
                "AAAAAAAAAwetra0jDQMHw8fLDQOxxR1DDQOxyR1FDQOxzR1HHTcdSR1LAwOvHU0DB6+vuwMD3RUD",
                "AQEBAQkBAgIpBwkJEQkpAxEJCRMRBwUFBwcFBQcpAw0LKQMFCwR3BQFRAykBBwRlAwEFBVADAwcE",
                "UQMNDwcLNQs5Dz0AA0dDCwUDBQUDBQNHlwsHBQUHBwEDBQcEpwcHCQsGAwEFAQASC08nJQ8VFRUD",
                "IRtzEwsNPz0LJSNLHVMpBQUHGSUpOU0fTVsVER8PCxFidWlsdGluAHZobG8AbW9kdWxlAGN1c3Rv",
                "bV9jYWxsX3YyAGZ1bmNfdjEAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBvcnRf",
                "Z29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcHMucHkAX21p",
                "c2hfYmlhc19qdnAAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19jb3JlL2FwaS5weQBqYXgudXNl",
                "c19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNh",
                "cwBqaXRfYmF0Y2hlZABkeQB4AGIAbWhsby5iYWNrZW5kX2NvbmZpZwBqaXQoYmF0Y2hlZCkvanZw",
                "KHZtYXAoKSkvbWlzaF9iaWFzX3NoYXJkAERlY2xhcmVkLmJpbmQAL3dvcmsvd3QvYmlhc29wL2ph",
                "eF9taXNoL19jb3JlL29wLnB5AF9taXNoX2JpYXNfYmF0Y2gAX21pc2hfYmlhc190cmFjZWQAbWlz",
                "aABiaWFzX2Z1bmN0aW9uLjxsb2NhbHM+Lm1pc2hfYgBiaWFzX2Z1bmN0aW9uLjxsb2NhbHM+LmJh",
                "dGNoZWQAZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoYmF0Y2hlZCkvdHJhbnNwb3NlKGp2cCh2bWFw",
                "KCkpKS9taXNoX2JpYXNfZ3JhZF9zaGFyZABqaXQoYmF0Y2hlZCkAamF4LnJlc3VsdF9pbmZvAABy",
                "ZXN1bHRbMF0AcmVzdWx0WzFdAHJlc3VsdFsyXQBwdWJsaWMAamF4X21pc2hfYmlhc19md2QAamF4",
                "X21pc2hfYmlhc19ncmFkAAg9CQVnAQu9v8HP0ROztdOrt7mr1asTs7XXq7fZ27mrAAABAAAABAAA",
                "AAMAAABjcHUABgAAAMwAAACoAAAAgAAAAFgAAAAwAAAABAAAAFz9//8IAAAAAAAAARQAAABqYXhf",
                "bWlzaF9hc2NlbmRfZ3JhZAAAAACE/f//CAAAAAAAAAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZACo",
                "/f//CAAAAAAAAAESAAAAamF4X21pc2hfYmlhc19ncmFkAADM/f//CAAAAAAAAAERAAAAamF4X21p",
                "c2hfYmlhc19md2QAAADw/f//CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAAABD+//8IAAAAAAAA",
                "AQwAAABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAADAAAAFAAAAAwAAAAEAAAAHP7//yD+//8k/v//",
                "AwAAABQAAAAMAAAABAAAADj+//88/v//QP7//wMAAABcAAAAJAAAAAQAAAD0/v//AAABCgQAAAAB",
                "AAAABAAAAAEAAAA0AAAAEP///wAAAQoEAAAAAwAAABwAAAAQAAAABAAAAAEAAAA0AAAAAQAAADIA",
                "AAABAAAAMgAAAET///8AAAEKBAAAAAMAAAAcAAAAEAAAAAQAAAABAAAANAAAAAEAAAAyAAAAAQAA",
                "ADIAAAAE////CAAAAAAAAAIDAAAAFAAAAAwAAAAEAAAA9P7///j+///8/v//AwAAAGgAAAAkAAAA",
                "BAAAALD///8AAAEKBAAAAAEAAAAEAAAAAQAAADQAAADM////AAABCgQAAAADAAAAHAAAABAAAAAE",
                "AAAAAQAAADQAAAABAAAAMgAAAAEAAAAyAAAADAAMAAAACAAHAAYADAAAAAAAAQoEAAAAAwAAABwA",
                "AAAQAAAABAAAAAEAAAA0AAAAAQAAADIAAAABAAAAMgAAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAA",
                "AAAACgAMAAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgMAAAAYAAAA",
                "DAAAAAQAAAD4/////P///wQABAAEAAAABwAAAGJhdGNoZWQA",
            ),
        },
        {
            "form": "bias_sharded",
            "dtype": "float32",
            "targets": ("jax_mish_bias_fwd", "jax_mish_bias_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float32",
                    (4, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffe0000000p+126 -0x1.fffffe0000000p+126 0x1.0000000000000p-149",
                        "-0x1.0000000000000p-149 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
                (
                    "float32",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (4, 4),
                    (
                        "0x1.8040480000000p-2 -0x1.0a17260000000p-3 inf -0x0.0p+0",
                        "nan 0x1.fffffe0000000p+126 -0x0.0p+0 -0x1.36aee00000000p-2",
                        "0x1.8040480000000p-2 0x1.3854520000000p-1 "
                        "-0x1.39fadc0000000p-2 0x1.6743cc0000000p+0",
                        "-0x1.aa604e0000000p-4 0x1.d800000000000p+3 "
                        "-0x1.8ebe780000000p-25 -0x1.124c940000000p-2",
                    ),
                ),
                (
                    "float32",
                    (4, 4),
                    (
                        "0x1.c5d96a0000000p-1 -0x1.c25f060000000p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6bd3ec0000000p-5",
                        "0x1.5463100000000p+0 0x1.f8b5520000000p+0 "
                        "-0x1.c267000000000p-4 0x1.16a7260000000p-3",
                        "-0x1.2a06d00000000p-4 -0x1.0000000000000p+0 "
                        "-0x1.7aae700000000p-22 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (4,),
                    ("nan 0x1.5e173c0000000p-2 0x1.8f66280000000p-2 0x1.7764560000000p-4",),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHgAAACEAAAAkAAAAJwAAADQAQAAJAIAAHACAAAAAAoAdAIAAPAK",
                "AADcCwAA3AsAANQKAADYCwAAzA0AAAIAAAAAEAAAeBAAAJwQAAAgEQAAhBEAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAwAAAAEAAAABAAAAAgAAAAMAAAABAAAAAQAAAAIAAAADAAAAAAAAAAAAAAABAAAA",
                "AwAAAAAAAAAAAAAAAQAAAAIAAACQAAAABAAAACbx//8MAAAAFAAAACwAAAAGAAAAZGV2aWNlAABC",
                "8f//DAAAAAwAAAAMAAAAAAAAAAAAAAAAAAAA7PH//xAAAAAoAAAALAAAADgAAAAG8f//CAAAAAwA",
                "AAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAACu8f//DAAA",
                "ABQAAABIAAAABgAAAGRldmljZQAAyvH//wwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAQAAAC+8f//",
                "BAAAAAEAAAAEAAAAAQAAAGEAAACQ8v//EAAAACgAAAAsAAAAOAAAAKrx//8IAAAADAAAAAMAAABj",
                "cHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAAAAEAAAAEAAAA6PL//xAA",
                "AAAoAAAALAAAADgAAAAC8v//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAA",
                "AAEAAABhAAAAAQAAAAIAAAACAAAAJAAAAAQAAAAM8f//AAABCgQAAAABAAAABAAAAAEAAAA0AAAA",
                "KPH//wAAAQoEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAAMAAAAAAAEAAgAAAGsIAABN",
                "TO9SDVN0YWJsZUhMT192MS4xOC4wAAErBwEFCRUBBQ8TAwcXGx8FCyMnKy8zA+4CbgIjAcMHCw8P",
                "DxcPCw8PDxMTCwsLCw8LDw8PDwsLDxsXIwsPCw8LDwsLEwsPGwsLDwsLDwsfDw8LHw8PHw8LHw8P",
                "CxsPCxsLCwsPCw8LGw8PCx8PCx8LCw8LCw8PCxsLDw8fDw8fAxMbFxMTFw8XDw8FSQsLTwsTCwsL",
                "Ey8XEwsXGwsbCxsLCwsLCw8LFxMXDxcLExMLCwEbCxMPExMfCwsTCxcLDwEPExcXBw8LDwUVFxMH",
                "Fw8HJxMTBwJOCR8FGx1bDR2jLR2lpx06Aj4CFV1jBR0dq60VFbcdsbMVFUYCAwNJSwUfBQsFIQUj",
                "FXF3CR0dhQEdhwEdiQEVj5UFJQUnFRW9AwNSAgICHVYCWgIDBzs9P0FDRQUpEQsABSsRCQkFLREJ",
                "BQUvBTEDA01PBTMBA1EDBVMbVVcFNQU3EQ0JBTkFOx1fYQU9LR8HagIfWRVlax1naQU/LR8HRgJN",
                "fxVtIx0hby0PB4oCH5Udc3UFQS0PB1YEJ2cVeX8de30FQy0DB7UfZx2BgwVFLQMHuyNNBUcFSQVL",
                "HY0tBU0dkZMFTy0DB/sVxxWXnR2ZmwVRLQMHrgIfTR2foQVTLQMH+gIrNwVVBVcdqQEFWQVbFa8T",
                "FRMTBV0ttQe1H3EFXxW5Mx0vuy0xB/oEHXsVvyMdIcEtDweOAiNpDSUFz8kBDSUDyQEFA80BCwEB",
                "AQ8Hw8PFAx8JCwPRAQEJHwEBAxsdYQMBHx0hAQAAAAAAAAAAAAAAAAAAAB1jDQPVwwsDHWUFAQMF",
                "2ecfHxEAAAAAAAAAAAMH3d3rDQPVxSMbAwfx9fkNBdvz1cMdZw0F2/fVwx1pDQXb+9XFHWsdUR1t",
                "DQEdbwMD2R1xAwfZ2ecDAxoCFQMBAQETIQUvJgIqAh05AwMuAi0yAgEdHwUDBXMVQgIXFRcXFUoC",
                "Mx0vTgItMQf2BBFPBXUFdx1eAgEFeR1mAmoCBXsVDQ0bAxEHGwUREQcbBQkRBwsBAgIBCQECBCkF",
                "ERETKQMREwkpBQkREykBExMRBw8PEQcPDxEpAwkZKQMFGR0EkgMFA1EBOQEHBGoDAwENBUEBGQMF",
                "QQUZBQ9QAQcHBBYDAxkjBx8nHykjKwABBisDAQMFAQYpAwMDAwEGJwMDAwEHVosJBwMDAQcLCQcH",
                "BPUDGysHCwkLCQMJAAEGEQMVAwEBJgsDEQMFCQMBASYLAxUDAwkDAQ1HCzULAxUFCwkBBgsDBQMN",
                "DUcRNQ0FFREHBwsJAQYRAwUDERFWBQ8DEQMTBwQvAwcLBS83LzcAEwZiAgMXBQEDCwQFAwUBBgUD",
                "AQMXCQQJBw8VGQEGBwMRAxEBBgcDDwMPAQYHAw8DDQsEBwcXFRMGAwEFAQASEH0rHyEpLSclDxUV",
                "FQMhG0sdTRUXIxMLDTcFBQdHPQsnHUEPCwsLHyElKTlNHyVRBU1bDx0RHxUPJwsPNwsJEWJ1aWx0",
                "aW4Ac2R5AHZobG8AdW5yZWFsaXplZF9jb252ZXJzaW9uX2Nhc3QAbW9kdWxlAG1lc2gAbWFudWFs",
                "X2NvbXB1dGF0aW9uAHJldHVybgByZXR1cm5fdjEAY3VzdG9tX2NhbGxfdjIAZnVuY192MQBhbGxf",
                "cmVkdWNlX3YyAGFkZF92MQAvd29yay93dC9iaWFzb3AvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0",
                "ZS5weQAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGEAL3dvcmsvd3QvYmlh",
                "c29wL2pheF9taXNoL19jb3JlL2F2YWxzLnB5AF9taXNoX2JpYXNfdHJhY2VkAF9taXNoX2JpYXNf",
                "anZwAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcHMucHkAamF4LnVzZXNfc2hhcGVf",
                "cG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X2Z3",
                "ZF9hbmRfdmpwAHN0YWJsZWhsby5tZXNoAGF4ZXMAbmFtZQBzaXplAG1lc2hfMAB0cmFuc3Bvc2Uo",
                "anZwKCkpL3BzdW1faW52YXJpYW50AF9jYXN0X3ZhcnlpbmcAbWF0Y2hfdmFyeWluZ19heGVzAG1p",
                "c2gAYmlhc19mdW5jdGlvbi48bG9jYWxzPi5taXNoX2IAYmlhc19mdW5jdGlvbi48bG9jYWxzPi5m",
                "d2RfYW5kX3ZqcABkeQB4AGIAaml0KGZ3ZF9hbmRfdmpwKS9zaGFyZF9tYXAAZW50cnkAbWFpbgA8",
                "bW9kdWxlPgBqaXQoZndkX2FuZF92anApAHNoYXJkX21hcDoAc2hhcmRfbWFwAHRyYW5zcG9zZShq",
                "dnAoKSkvbWlzaF9iaWFzX2dyYWRfc2hhcmQARGVjbGFyZWQuYmluZAAvd29yay93dC9iaWFzb3Av",
                "amF4X21pc2gvX2NvcmUvb3AucHkAc2R5LnNoYXJkaW5nAGpheC5yZXN1bHRfaW5mbwAAcmVzdWx0",
                "WzBdAHJlc3VsdFsxXQByZXN1bHRbMl0AcHVibGljAGpheF9taXNoX2JpYXNfZndkAGpheF9taXNo",
                "X2JpYXNfZ3JhZABqdnAoKS9taXNoX2JpYXNfc2hhcmQAbWhsby5iYWNrZW5kX2NvbmZpZwBwc3Vt",
                "X2ludmFyaWFudDoAcHN1bV9pbnZhcmlhbnQAdHJhbnNwb3NlKGp2cCgpKS9hZGQACGkRBY8BBccd",
                "BcdZC+nt7/3/B8vTyxff4QYC1+Pl1woC1xnf4Q4C1+MSAhYC5dcNHgIiAjYCAAEAAAAEAAAAAwAA",
                "AGNwdQAGAAAAzAAAAKgAAACAAAAAWAAAADAAAAAEAAAAkPn//wgAAAAAAAABFAAAAGpheF9taXNo",
                "X2FzY2VuZF9ncmFkAAAAALj5//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkANz5//8I",
                "AAAAAAAAARIAAABqYXhfbWlzaF9iaWFzX2dyYWQAAAD6//8IAAAAAAAAAREAAABqYXhfbWlzaF9i",
                "aWFzX2Z3ZAAAACT6//8IAAAAAAAAAQ0AAABqYXhfbWlzaF9ncmFkAAAARPr//wgAAAAAAAABDAAA",
                "AGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAMAAABIAQAAmAAAAAQAAAC+/P//BAAAAJb8//8MAAAA",
                "FAAAACwAAAAGAAAAZGV2aWNlAACy/P//DAAAAAwAAAAMAAAAAAAAAAAAAAAAAAAAXP3//xAAAAAo",
                "AAAALAAAADgAAAB2/P//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAAAAEA",
                "AABhAAAAAQAAAAIAAABO/f//BAAAACb9//8MAAAAFAAAAEgAAAAGAAAAZGV2aWNlAABC/f//DAAA",
                "AAwAAAAMAAAAAAAAAAAAAAABAAAABAAAADb9//8EAAAAAQAAAAQAAAABAAAAYQAAAAj+//8QAAAA",
                "KAAAACwAAAA4AAAAIv3//wgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAAB",
                "AAAAYQAAAAEAAAACAAAA+v3//wQAAADS/f//DAAAABQAAABIAAAABgAAAGRldmljZQAA7v3//wwA",
                "AAAMAAAADAAAAAAAAAAAAAAAAQAAAAQAAADi/f//BAAAAAEAAAAEAAAAAQAAAGEAAAC0/v//EAAA",
                "ACgAAAAsAAAAOAAAAM79//8IAAAADAAAAAMAAABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAA",
                "AQAAAGEAAAABAAAAAgAAAAMAAABgAQAAmAAAAAQAAAC2/v//BAAAAI7+//8MAAAAFAAAACwAAAAG",
                "AAAAZGV2aWNlAACq/v//DAAAAAwAAAAMAAAAAAAAAAAAAAAAAAAAVP///xAAAAAoAAAALAAAADgA",
                "AABu/v//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAA",
                "AAIAAABG////BAAAAB7///8MAAAAFAAAAFQAAAAGAAAAZGV2aWNlAAA6////DAAAAAwAAAAMAAAA",
                "AAAAAAAAAAABAAAABAAAAC7///8EAAAAAQAAAAQAAAABAAAAYQAAAAwAFAAQAAwACAAEAAwAAAAQ",
                "AAAAKAAAACwAAAA4AAAAJv///wgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQA",
                "AAABAAAAYQAAAAEAAAACAAAAAAAKAAgAAAAAAAQACgAAAAQAAADi////DAAAACAAAABoAAAABgAA",
                "AGRldmljZQAAAAAKABAADAAIAAQACgAAAAwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAwAAAAAAAYA",
                "CAAEAAYAAAAEAAAAAQAAAAQAAAABAAAAYQAAAAwAFgAQAAwACAAEAAwAAAAcAAAANAAAADgAAABE",
                "AAAAAAAKAAwACAAAAAQACgAAAAgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQA",
                "AAABAAAAYQAAAAEAAAACAAAAAwAAAFAAAAAkAAAABAAAABj///8AAAEKBAAAAAEAAAAEAAAAAQAA",
                "ADQAAAA0////AAABCgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAXP///wAAAQoEAAAA",
                "AgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAABz///8IAAAAAAAAAgMAAAAUAAAADAAAAAQAAAAM",
                "////EP///xT///8DAAAAXAAAACQAAAAEAAAAvP///wAAAQoEAAAAAQAAAAQAAAABAAAANAAAANj/",
                "//8AAAEKBAAAAAIAAAAQAAAABAAAAAEAAAA0AAAAAQAAADQAAAAMAAwAAAAIAAcABgAMAAAAAAAB",
                "CgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAzP///wgAAAAAAAACAgAAACwAAAAQAAAA",
                "AAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAwAAABgAAAAM",
                "AAAABAAAAPj////8////BAAEAAQAAAALAAAAZndkX2FuZF92anAA",
            ),
        },
        {
            "form": "mish",
            "dtype": "float64",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffffffffffp+1022 -0x1.fffffffffffffp+1022 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.fffffffffffffp+1022 -0x0.0p+0 0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.baee2d0adc5e7p-1 "
                        "-0x1.3c417297bdfeep-2 0x1.3c569541d4c20p+1",
                        "-0x1.2955f50a95550p-4 0x1.dfffffffff9d4p+3 "
                        "-0x1.621a7eb0e5924p-25 0x1.a9fc9f9e10f15p-3",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAACwE",
                "AAAYBQAAGAUAABAEAAAUBQAAHAUAAAEAAAAgBQAAQAUAAFQFAACABQAA1AUAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "9Pr//wAAAQsEAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAAgAMAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAARkFAQUJAQMLAwcPExcDqYcPAWcLBw8PDw8LDw8PIwsPCwsLDwsTCw8LDw8LGwsPCx8P",
                "Cx8LGw8PDw8PCxsPDwsfDwsfDwsDIQsLDw8LDxMLCwsLCwsLCy8BBQsPAwsTFwcTBwKaAwUNHxED",
                "BRUJNx0xMx05OwUPHT9BHUNFFU9VAwcXGRsFHQUFEREBAAUTBRUFFx0jAwUZAwMnaQUbHSstBR0V",
                "L0cVBwcFHy01B7UfcQUhFQs9BSMtDQcuAiNpFQ8RBSUtDQeCBB9JBSctAQeNRVMVCUkVC0sVD00V",
                "ERMdUVMFKS0BB/sVxxVXXR1ZWwUrLQEHrgIfTR1fYQUtLQEH+gIrNx1lEwUvAwENAQMDhQMDaSMH",
                "AwNzDQN1dx0xHTMdKx01CwMdNx05BQEfCxEAAAAAAAAAAAEJAQICKQNBCREDBQMFCykDBQ0TBFEF",
                "AVEDFQEHBD8DAQUDUAMDBwQrAwULAwshAAVHKSUFAwUDAQcEYwMDBgMBBQEAUgc7GwMPFSEdEwsN",
                "NwsbSx0zKQUZJSk5TVsVHxEPCxFidWlsdGluAHZobG8AbW9kdWxlAGZ1bmNfdjEAY3VzdG9tX2Nh",
                "bGxfdjIAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRl",
                "LnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9hcGkucHkAamF4LnVzZXNfc2hhcGVf",
                "cG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X19s",
                "YW1iZGEAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlzaF9zaGFyZABEZWNs",
                "YXJlZC5iaW5kAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcC5weQBfbWlzaF90cmFj",
                "ZWQAbWlzaABmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWluADxtb2R1bGU+AGpp",
                "dCg8bGFtYmRhPikAamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2Z3",
                "ZAAIKQcFPwELbW9xeXsTfX+BZ4NrZ2tnAQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABY",
                "AAAAMAAAAAQAAABs/v//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAlP7//wgA",
                "AAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAuP7//wgAAAAAAAABEgAAAGpheF9taXNoX2Jp",
                "YXNfZ3JhZAAA3P7//wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndkAAAAAP///wgAAAAAAAAB",
                "DQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAA",
                "AAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAAAAQAAADE////AAABCwQAAAABAAAABAAAAAIA",
                "AAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////AQAAABAAAAAMAAwAAAAIAAcABgAMAAAAAAAB",
                "CwQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQA",
                "CgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAAAAgAAAAEAAQABAAAAAgAAAA8",
                "bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "grad",
            "dtype": "float64",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffffffffffp+1022 -0x1.fffffffffffffp+1022 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.3333333333333p-1 0x1.3333333333333p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3333333333333p-1",
                        "0x1.3333333333333p-1 0x1.0c8da341a5e7ap+0 "
                        "0x1.179aa159f8000p-17 0x1.0a877702d062ep+0",
                        "-0x1.b882982ed8a2fp-5 0x1.0000000005f7bp+0 "
                        "-0x1.5065f85521206p-25 0x1.90cebd63f9e85p-1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAAHwF",
                "AABoBgAAaAYAAGAFAABkBgAAbAYAAAEAAABwBgAAkAYAAKQGAADQBgAAJAcAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "pPn//wAAAQsEAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAAzQQAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAAR0FAQUNAQMLAwsPExcbHwPZsRUBhwsHDw8PCw8PDw8PDwsPDyMLDwsLCw8LCw8LGw8P",
                "Cx8PCx8PCw8PGwsbEwsPCw8PCxsLDwsbCw8LHw8LHw8bDw8PDw8DKy8LCw8LDxMLCwsLLw8LCwsL",
                "Ew8TDwEFCw8DERMHDxcTBxMHAvIEBREfEQMFHS8JFTE3BRMVDwkdT1EVE2UdX2EdZ2kdb3EFFR11",
                "dx0LewMHISMlBScFBRcRAQAFGQUbBR0dLQMFHwUhHTM1BSMtAQf7FccVOT8dOz0FJS0BB64CH00d",
                "QUMFJy0BB/oCKzcdR0kFKRVLDR0LTS0BB5FriwUrLQEHkUWTAwNViQUtHVlbBS8VXX0VEREFMS1j",
                "B7MXdwUzFRVtBTUtawe1H3EFNxUXcwU5LRkHLgIjaRUbeQU7LRkHggQfSRUdDy0BB5F7iRUTfxUV",
                "gRUXgxUbhRUdDR8REQAAAAAAAAAADQEDAQMDiSMLAwOTDQOVlx09HT8dJR1BHwkRAAAAAAAA8D8f",
                "DQELAx1DHUUFAQMFh4cDA60VAQEBAwOHAQkBAgIpA0EHCykBBxEDBQMFKQMBDx0pAwUTEwRvBQFR",
                "Ax8BBwRdAwEFA1ADAwcESQMJEwMLKwAFQgcFAwkHRkUHAwUDAwlHV1MJAwUFBQELBAcDBwYDAQUB",
                "AHoKRx0DDxUhCxtLHU0VXyk3YRMLDR0FGSUpOU1bWxUfKRkRDwsRYnVpbHRpbgB2aGxvAG1vZHVs",
                "ZQBmdW5jX3YxAGNvbnN0YW50X3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAY3VzdG9tX2NhbGxfdjIA",
                "cmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AGZ1",
                "bmN0aW9uLjxsb2NhbHM+LjxsYW1iZGE+Ljxsb2NhbHM+LjxsYW1iZGE+AC93b3JrL3d0L2JpYXNv",
                "cC9qYXhfbWlzaC9fY29yZS9hcGkucHkAamF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8u",
                "bnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEAeABqaXQoPGxhbWJk",
                "YT4pAGVudHJ5AG1haW4APG1vZHVsZT4Aaml0KDxsYW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL2Jy",
                "b2FkY2FzdF9pbl9kaW0AZnVuY3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4AbWhsby5iYWNrZW5kX2Nv",
                "bmZpZwBqaXQoPGxhbWJkYT4pL3RyYW5zcG9zZShqdnAoKSkvbWlzaF9ncmFkX3NoYXJkAF9taXNo",
                "X2p2cAAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvb3BzLnB5AERlY2xhcmVkLmJpbmQA",
                "L3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19jb3JlL29wLnB5AF9taXNoX3RyYWNlZABtaXNoAGph",
                "eC5yZXN1bHRfaW5mbwByZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9ncmFkAAgxCwVTAQuNj5GZ",
                "mwOdA58ToaOli6epq6+LAAAAAQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABYAAAAMAAA",
                "AAQAAABs/v//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAlP7//wgAAAAAAAAB",
                "EwAAAGpheF9taXNoX2FzY2VuZF9md2QAuP7//wgAAAAAAAABEgAAAGpheF9taXNoX2JpYXNfZ3Jh",
                "ZAAA3P7//wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndkAAAAAP///wgAAAAAAAABDQAAAGph",
                "eF9taXNoX2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAQAA",
                "AAQAAAA0////AQAAAAQAAABA////AQAAAAQAAADE////AAABCwQAAAABAAAABAAAAAIAAAAxNgAA",
                "hP///wgAAAAAAAACAQAAAAQAAAB8////AQAAABAAAAAMAAwAAAAIAAcABgAMAAAAAAABCwQAAAAB",
                "AAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgA",
                "AAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAAAAgAAAAEAAQABAAAAAgAAAA8bGFtYmRh",
                "PgAAAAA=",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "float64",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffffffffffp+1022 -0x1.fffffffffffffp+1022 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.3333333333333p-1 -0x1.3333333333333p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccccccccccccdp-2",
                        "0x1.ccccccccccccdp-1 0x1.0c8da341a5e7ap+1 "
                        "-0x1.a367f206f4000p-16 0x1.0a877702d062ep-3",
                        "-0x1.b882982ed8a2fp-5 -0x1.0000000005f7bp+0 "
                        "-0x1.5065f85521206p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB4AAAAfAAAAIQAAACEAAAAhAAAAKQAAAAAAAoApAAAAFwE",
                "AABIBQAASAUAAEAEAABEBQAATAUAAAEAAABYBQAAeAUAAIwFAADYBQAANAYAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAACAAAAAAAAAAAAAAABAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAA",
                "AQAAAAQAAACk+v//AAABCwQAAAABAAAABAAAAAIAAAAxNgAAAgAAAAAAAQClAwAATUzvUg1TdGFi",
                "bGVITE9fdjEuMTguMAABGQUBBQkBAwsDBw8TFwOvjQ8BawcLDw8PDwsPDw8jCw8LCwsPCw8LEwsP",
                "Cw8PCxsLDwsfDwsfCxsPDw8PDwsbDw8LHw8LHw8LAyMLCy8TCw8TCwsLCwsLCwsTDwEFCw8DCxMb",
                "BxMHAsYDHwUNEQMFFQk7HTU3HT0/BQ8dQ0UdR0kVU1kDBxcZGwUdBQUREQEABRMFFQUXHSMBBRkd",
                "JwEFGwMDK2sFHR0vMQUfFTNLFQcHBSEtOQe1H3EFIxULQQUlLQ0H2gIjiRUPEQUnLQ0HXgUfWwUp",
                "LQMHlU1tFQlNFQtPFQ9RFRETHVVXBSstAwf7FccVW2EdXV8FLS0DB64CH00dY2UFLy0DB/oCKzcd",
                "aRMFMQ0BAwEfCxEAAAAAAAAAAAMFa2sjBwMDdw0DeXsdMx01HS0dNwsDHTkdOwUBAwVvbwMDbwEJ",
                "AQICKQNBCREFBQUDBQspAwUNEwRXBQFRARUBBwRFAwEFA1ABAwcEMQMHCwULIQslAAVHLSkFAwUF",
                "AQMHBGcDBQYDAQUBAKIHPR0DDxUhHRMLDTcVJUsdPSkFBxklKTlNWxUfEQ8LEWJ1aWx0aW4Admhs",
                "bwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3QvYmlhc29w",
                "L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19j",
                "b3JlL2FwaS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9u",
                "cwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQBkeQB4AG1obG8uYmFja2VuZF9jb25maWcA",
                "aml0KDxsYW1iZGE+KS9taXNoX2dyYWRfc2hhcmQARGVjbGFyZWQuYmluZAAvd29yay93dC9iaWFz",
                "b3AvamF4X21pc2gvX2NvcmUvb3AucHkAX21pc2hfZ3JhZF90cmFjZWQAbWlzaF9ncmFkAGZ1bmN0",
                "aW9uLjxsb2NhbHM+LjxsYW1iZGE+AGVudHJ5AG1haW4APG1vZHVsZT4Aaml0KDxsYW1iZGE+KQBq",
                "YXgucmVzdWx0X2luZm8AcmVzdWx0WzBdAHB1YmxpYwAAamF4X21pc2hfZ3JhZAAIKQcFPwELcXN1",
                "fX8TgYOFbYeJbYttAAAAAQAAAAQAAAADAAAAY3B1AAYAAADMAAAAqAAAAIAAAABYAAAAMAAAAAQA",
                "AABE/v//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAbP7//wgAAAAAAAABEwAA",
                "AGpheF9taXNoX2FzY2VuZF9md2QAkP7//wgAAAAAAAABEgAAAGpheF9taXNoX2JpYXNfZ3JhZAAA",
                "tP7//wgAAAAAAAABEQAAAGpheF9taXNoX2JpYXNfZndkAAAA2P7//wgAAAAAAAABDQAAAGpheF9t",
                "aXNoX2dyYWQAAAD4/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAQAAAAQA",
                "AAAE////AgAAAAwAAAAEAAAAFP///xj///8BAAAABAAAAKT///8AAAELBAAAAAEAAAAEAAAAAgAA",
                "ADE2AABk////CAAAAAAAAAIBAAAABAAAAFT///8CAAAAMAAAAAQAAADk////AAABCwQAAAABAAAA",
                "BAAAAAIAAAAxNgAADAAMAAAACAAHAAYADAAAAAAAAQsEAAAAAQAAAAQAAAACAAAAMTYAAMz///8I",
                "AAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgA",
                "AAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8EAAQABAAAAAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "vmap",
            "dtype": "float64",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "float64",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffffffffffp+1022 -0x1.fffffffffffffp+1022 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.fffffffffffffp+1022 -0x0.0p+0 0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.baee2d0adc5e7p-1 "
                        "-0x1.3c417297bdfeep-2 0x1.3c569541d4c20p+1",
                        "-0x1.2955f50a95550p-4 0x1.dfffffffff9d4p+3 "
                        "-0x1.621a7eb0e5924p-25 0x1.a9fc9f9e10f15p-3",
                    ),
                ),
                (
                    "float64",
                    (4, 4),
                    (
                        "0x1.3333333333333p-1 -0x1.3333333333333p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.ccccccccccccdp+0",
                        "0x1.3333333333333p-1 -0x1.0c8da341a5e7ap+1 "
                        "0x1.179aa159f8000p-18 0x1.8fcb328438945p+1",
                        "-0x1.b882982ed8a2fp-5 -0x1.0000000005f7bp+1 "
                        "-0x1.5065f85521206p-26 0x1.2c9b0e0afb6e4p+1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAACMAAAAjAAAANgAAAAAAAoA2AAAACgG",
                "AAAUBwAAFAcAAAwGAAAQBwAAIAcAAAEAAAAsBwAAhAcAAKAHAAD4BwAAVAgAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAgAAAAEAAAABAAAAAgAAAAAAAAABAAAA",
                "AAAAAAAAAAACAAAAMAAAAAQAAACQ+P//AAABCwQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0",
                "AAAAuPj//wAAAQsEAAAAAQAAAAQAAAABAAAANAAAAAIAAAAAAAEAPQUAAE1M71INU3RhYmxlSExP",
                "X3YxLjE4LjAAARsFAQULAQMLAwkPExcbAwIC2RUBrwsHCw8LDw8TDw8LDw8PCw8PDw8PDyMLDwsL",
                "Cw8LDwsLDwsPDx8PCxsPCx8PCx8bDw8PDw8PCxsPDwsfDwsfDwsPDwsfHw8PCx8PCx8PGw8LDw8P",
                "Dw8PCwMrCwsPTwsLCwsTCxMTCxMLCwsLLwsTAQULDwMRFxMHHxMHEwcCPgYFDx8FER1NTwUTFWlv",
                "EQMFAwM/sRUTSx0VSQUVHVNVHVlbHR1dBRcVIYsdFYkdj5EdlZcdHZsVIaUDBy0vMQ0zDQUZEQEA",
                "BRsFHQUfHTkDBSEdPQMFIwUlHUNFBScVR18VEREtBQeaAh9fFQdRBSktBQe1H3EVF1cFKy0JBy4C",
                "I2kVGRsFLS0JB4IEH0ktAQeHHy0VE2EVB2MVF2UVGWcVGwsda20FLy0BB/sVxxVxdx1zdQUxLQEH",
                "rgIfTR15ewUzLQEH+gIrNx1/gQU1FYMfHYWHBTctBQeuAid9LQUHugIXexUHjRUjkwU5LQkH2gIj",
                "iRUlmQU7LQkHXgUfWxUnCy0BB4cxUR2foQU9FaMfFSkpFQenFSOpFSUnHa0LBT8DAQ0BAwO1Hw0h",
                "AQAAAAAAAAAAAAAAAAAAAB1BCwMdQwUBAwWxsSMLAwXFyQ0Dt8cdRQ0Dt8sdRx0xHUkdSx8REQEA",
                "AAAAAAAAHU0DBbW1AQkBAgIpBRERCSkDEQkLEQUHBQUFBSkDCQ8TKQMFEx0EewUBUQMrAQcEaQMB",
                "BQVQAwMHBFUDCxMFDzcLOwADR0EPBQMFAwMHRn0HAwUDAQNHnQ8JAwUFBwMJBKsFBQkGAwEFAQBm",
                "Ck8dGw8VFQMhFUMVJUVFEwsNCxsdOSkFBxMlKTkvJ01LWxUpER8PCxFidWlsdGluAHZobG8AbW9k",
                "dWxlAGN1c3RvbV9jYWxsX3YyAGZ1bmNfdjEAYnJvYWRjYXN0X2luX2RpbV92MQByZXR1cm5fdjEA",
                "L3dvcmsvd3QvYmlhc29wL3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAL3dvcmsvd3QvYmlh",
                "c29wL2pheF9taXNoL19jb3JlL29wLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9h",
                "cGkucHkAX2VsZW1lbnR3aXNlX2JhdGNoAGZ1bmN0aW9uLjxsb2NhbHM+LmJvdGgAamF4LnVzZXNf",
                "c2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMA",
                "aml0X2JvdGgAZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdChib3RoKS92bWFwKCkvbWlzaF9z",
                "aGFyZABEZWNsYXJlZC5iaW5kAF9taXNoX3RyYWNlZABtaXNoAGVudHJ5AG1haW4APG1vZHVsZT4A",
                "aml0KGJvdGgpL3ZtYXAoKS9icm9hZGNhc3RfaW5fZGltAF9lbGVtZW50d2lzZV9iYXRjaC48bG9j",
                "YWxzPi5mcm9udABfbWlzaF9ncmFkX3RyYWNlZABtaXNoX2dyYWQAaml0KGJvdGgpL3ZtYXAoKS9t",
                "aXNoX2dyYWRfc2hhcmQAaml0KGJvdGgpAGpheC5yZXN1bHRfaW5mbwAAcmVzdWx0WzBdAHJlc3Vs",
                "dFsxXQBwdWJsaWMAamF4X21pc2hfZndkAGpheF9taXNoX2dyYWQACEELBWsBC7/Bw83PE7m70a+9",
                "s6+zrwPTE7m71a+916+zrwAAAAEAAAAEAAAAAwAAAGNwdQAGAAAAzAAAAKgAAACAAAAAWAAAADAA",
                "AAAEAAAA8P3//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAABj+//8IAAAAAAAA",
                "ARMAAABqYXhfbWlzaF9hc2NlbmRfZndkADz+//8IAAAAAAAAARIAAABqYXhfbWlzaF9iaWFzX2dy",
                "YWQAAGD+//8IAAAAAAAAAREAAABqYXhfbWlzaF9iaWFzX2Z3ZAAAAIT+//8IAAAAAAAAAQ0AAABq",
                "YXhfbWlzaF9ncmFkAAAApP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAIA",
                "AAAMAAAABAAAALT+//+4/v//AgAAAAwAAAAEAAAAyP7//8z+//8CAAAAMAAAAAQAAABc////AAAB",
                "CwQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAhP///wAAAQsEAAAAAgAAABAAAAAEAAAA",
                "AQAAADQAAAABAAAANAAAAFD///8IAAAAAAAAAgIAAAAMAAAABAAAAET///9I////AgAAADwAAAAE",
                "AAAA2P///wAAAQsEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAAwADAAAAAgABwAGAAwA",
                "AAAAAAELBAAAAAEAAAAEAAAAAQAAADQAAADM////CAAAAAAAAAICAAAALAAAABAAAAAAAAoADAAL",
                "AAAABAAKAAAACAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAICAAAAEAAAAAQAAAD8////",
                "BAAEAAQAAAAEAAAAYm90aAAAAAA=",
            ),
        },
        {
            "form": "sharded",
            "dtype": "float64",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffffffffffp+1022 -0x1.fffffffffffffp+1022 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.fffffffffffffp+1022 -0x0.0p+0 0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.baee2d0adc5e7p-1 "
                        "-0x1.3c417297bdfeep-2 0x1.3c569541d4c20p+1",
                        "-0x1.2955f50a95550p-4 0x1.dfffffffff9d4p+3 "
                        "-0x1.621a7eb0e5924p-25 0x1.a9fc9f9e10f15p-3",
                    ),
                ),
                (
                    "float64",
                    (16,),
                    (
                        "0x1.3333333333333p-1 -0x1.3333333333333p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccccccccccccdp-2",
                        "0x1.ccccccccccccdp-1 0x1.0c8da341a5e7ap+1 "
                        "-0x1.a367f206f4000p-16 0x1.0a877702d062ep-3",
                        "-0x1.b882982ed8a2fp-5 -0x1.0000000005f7bp+0 "
                        "-0x1.5065f85521206p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAAA0AQAAiAEAAKgBAAAAAAoAqAEAAHAH",
                "AABcCAAAXAgAAFQHAABYCAAAuAkAAAIAAABYCwAAmAsAALQLAAAADAAAXAwAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAEAAAABAAAAAgAAAAEAAAABAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAA",
                "AQAAAAQAAAC69f//DAAAABQAAABIAAAABgAAAGRldmljZQAA1vX//wwAAAAMAAAADAAAAAAAAAAA",
                "AAAAAQAAAAQAAADK9f//BAAAAAEAAAAEAAAAAQAAAGEAAACc9v//EAAAACgAAAAsAAAAOAAAALb1",
                "//8IAAAADAAAAAMAAABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAA",
                "AAEAAAAEAAAA9Pb//xAAAAAoAAAALAAAADgAAAAO9v//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUA",
                "AQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAAABAAAABAAAAID1//8AAAELBAAAAAEAAAAE",
                "AAAAAgAAADE2AAACAAAAAAABALUFAABNTO9SDVN0YWJsZUhMT192MS4xOC4wAAEnBwEFCREBBQ8T",
                "AwcXGx8FByMnKwMiAuEZAacHCwsPDw8PDw8LCw8PDw8LEyMLDwsPCw8LEwsTCw8bCwsPCwsLDwsP",
                "CxsPDwsfDwsfCwsPCwsPDwsbCw8PCx8PDwsfDxsLDw8PDwsfDw8LHw8bCwMPFxMTDxcPDwUtCwsP",
                "LxMLCwsLEwsTGwsbCwsLCwsLEwENExMPBwsPBQ0TEwcfEwcCNgYfBRcFGR1jGx1lZx1rbRUddx2L",
                "jRUdkQUbBQsdRwEdSQEVT1UdcXMFHQMDpdkDByUnKSstLwUfEQkABSERBQkFIxEFBQUlAwM1NwUn",
                "AwM5OwUpAQM9AwU/E0FDBSsFLRELCQkVBS8FMR1NGwUzHVFTBTUtAwf7FccVV10dWVsFNy0DB64C",
                "H00dX2EFOS0DB/oCKzcFOwU9HWkBBT8FQRVvDRUNDQVDLXUHtR9xBUUVeX8de30FRy0FB9oCI4kV",
                "gYcdg4UFSS0FB14FH1sdH4ktAweHMVEFSxWPERURERWTmR2VlwVNLQUHLgIjaRWboR2dnwVPLQUH",
                "ggQfSR0foy0DB4cfLQVRDUUDrwEPBaenBQOtAQMbCQsDsQEBCRsBAQMTAwEdUwMDux8VEQAAAAAA",
                "AAAADQO3px1VCwMdVwUBAwW9vSMTAwXN0Q0Fv8+3px1ZDQW/07enHVsdNx1dDQEdXx1hAwW7uxsD",
                "QQcbAyEHAQICDQEJAQIEKQNBESkDIRELEQUNDQUNDSkDBRcTBEoCBQNRASMBBwQiAgMBCQVBATMD",
                "DVABBQcE8wMRGwUbFxsZAAEGGQMBAwMBBhcDAQMBB1ZLBwUBAQUHBQcEgwMRHwUHCQcJAAEGCwMP",
                "AwEBJg8DDwMDCQMBC0cPIQkDDwMHAQYPAwMDCQtHCyELAw8FBQcBBgsDAwMNCQQJBQsPAQYHAw0D",
                "CwEGBwMNAwkPBAcFDw0GAwEFAQCqCmMdGw8VFQMhGykLGxcVJUsdIRUXFRMLDSkFBwsLCx8TJSk5",
                "LwVNWxURHw8nCw83CwkRYnVpbHRpbgBzZHkAdmhsbwB1bnJlYWxpemVkX2NvbnZlcnNpb25fY2Fz",
                "dABtb2R1bGUAbWVzaABtYW51YWxfY29tcHV0YXRpb24AcmV0dXJuAGN1c3RvbV9jYWxsX3YyAGZ1",
                "bmNfdjEAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRl",
                "LnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9hcGkucHkAYQBmdW5jdGlvbi48bG9j",
                "YWxzPi5ib3RoAGpheC51c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51bV9wYXJ0aXRpb25z",
                "AG1obG8ubnVtX3JlcGxpY2FzAGppdF9ib3RoAHN0YWJsZWhsby5tZXNoAGF4ZXMAbmFtZQBzaXpl",
                "AGR5AHgAaml0KGJvdGgpL3NoYXJkX21hcABlbnRyeQBtYWluADxtb2R1bGU+AGppdChib3RoKQBz",
                "aGFyZF9tYXA6AHNoYXJkX21hcABtaXNoX2dyYWRfc2hhcmQARGVjbGFyZWQuYmluZAAvd29yay93",
                "dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvb3AucHkAX21pc2hfZ3JhZF90cmFjZWQAbWlzaF9ncmFk",
                "AG1pc2hfc2hhcmQAX21pc2hfdHJhY2VkAG1pc2gAbWhsby5iYWNrZW5kX2NvbmZpZwBzZHkuc2hh",
                "cmRpbmcAamF4LnJlc3VsdF9pbmZvAAByZXN1bHRbMF0AcmVzdWx0WzFdAHB1YmxpYwBqYXhfbWlz",
                "aF9md2QAamF4X21pc2hfZ3JhZAAISw0FYwEFqxULx8nL1dcHqbOpE8HD27XFubW5tRPBw921xd+1",
                "ubUAAAABAAAABAAAAAMAAABjcHUABgAAAMwAAACoAAAAgAAAAFgAAAAwAAAABAAAADD7//8IAAAA",
                "AAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3JhZAAAAABY+///CAAAAAAAAAETAAAAamF4X21pc2hf",
                "YXNjZW5kX2Z3ZAB8+///CAAAAAAAAAESAAAAamF4X21pc2hfYmlhc19ncmFkAACg+///CAAAAAAA",
                "AAERAAAAamF4X21pc2hfYmlhc19md2QAAADE+///CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAA",
                "AOT7//8IAAAAAAAAAQwAAABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAACAAAAtAAAAAQAAADi/f//",
                "BAAAALr9//8MAAAAFAAAAEgAAAAGAAAAZGV2aWNlAADW/f//DAAAAAwAAAAMAAAAAAAAAAAAAAAB",
                "AAAABAAAAMr9//8EAAAAAQAAAAQAAAABAAAAYQAAAJz+//8QAAAAKAAAACwAAAA4AAAAtv3//wgA",
                "AAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAABAAAAYQAAAAEAAAACAAAAjv7/",
                "/wQAAABm/v//DAAAABQAAABIAAAABgAAAGRldmljZQAAgv7//wwAAAAMAAAADAAAAAAAAAAAAAAA",
                "AQAAAAQAAAB2/v//BAAAAAEAAAAEAAAAAQAAAGEAAABI////EAAAACgAAAAsAAAAOAAAAGL+//8I",
                "AAAADAAAAAMAAABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAAAAIA",
                "AADMAAAABAAAAEb///8EAAAAHv///wwAAAAUAAAAVAAAAAYAAABkZXZpY2UAADr///8MAAAADAAA",
                "AAwAAAAAAAAAAAAAAAEAAAAEAAAALv///wQAAAABAAAABAAAAAEAAABhAAAADAAUABAADAAIAAQA",
                "DAAAABAAAAAoAAAALAAAADgAAAAm////CAAAAAwAAAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAAB",
                "AAAABAAAAAEAAABhAAAAAQAAAAIAAAAAAAoACAAAAAAABAAKAAAABAAAAOL///8MAAAAIAAAAGgA",
                "AAAGAAAAZGV2aWNlAAAAAAoAEAAMAAgABAAKAAAADAAAAAwAAAAMAAAAAAAAAAAAAAABAAAADAAA",
                "AAAABgAIAAQABgAAAAQAAAABAAAABAAAAAEAAABhAAAADAAWABAADAAIAAQADAAAABwAAAA0AAAA",
                "OAAAAEQAAAAAAAoADAAIAAAABAAKAAAACAAAAAwAAAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAAB",
                "AAAABAAAAAEAAABhAAAAAQAAAAIAAAACAAAAJAAAAAQAAACA////AAABCwQAAAABAAAABAAAAAIA",
                "AAAxNgAAnP///wAAAQsEAAAAAQAAAAQAAAACAAAAMTYAAFz///8IAAAAAAAAAgIAAAAMAAAABAAA",
                "AFD///9U////AgAAADAAAAAEAAAA5P///wAAAQsEAAAAAQAAAAQAAAACAAAAMTYAAAwADAAAAAgA",
                "BwAGAAwAAAAAAAELBAAAAAEAAAAEAAAAAgAAADE2AADM////CAAAAAAAAAICAAAALAAAABAAAAAA",
                "AAoADAALAAAABAAKAAAACAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAICAAAAEAAAAAQA",
                "AAD8////BAAEAAQAAAAEAAAAYm90aAAAAAA=",
            ),
        },
        {
            "form": "bias",
            "dtype": "float64",
            "targets": ("jax_mish_bias_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffffffffffp+1022 -0x1.fffffffffffffp+1022 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
                (
                    "float64",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (4, 4),
                    (
                        "0x1.804047da23fa2p-2 -0x1.0a1725def6c3cp-3 inf -0x0.0p+0",
                        "nan 0x1.fffffffffffffp+1022 -0x0.0p+0 -0x1.36aedf68a4413p-2",
                        "0x1.804047da23fa2p-2 0x1.385452bf72249p-1 "
                        "-0x1.39fadcbc65dafp-2 0x1.6743cc4e164f5p+0",
                        "-0x1.aa604f52be181p-4 0x1.d7ffffffff5fep+3 "
                        "-0x1.8ebe771189081p-25 -0x1.124c932812f66p-2",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB4AAAAfAAAAIQAAACEAAAAhAAAANAAAAAAAAoA0AAAANwE",
                "AADIBQAAyAUAAMAEAADEBQAAzAUAAAEAAADYBQAABAYAABgGAABwBgAAzAYAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAACAAAAAAAAAAAAAAABAAAAAAAAAAIAAAAAAAAAAQAAAAAAAAAAAAAA",
                "AgAAACQAAAAEAAAAHPr//wAAAQsEAAAAAQAAAAQAAAABAAAANAAAADj6//8AAAELBAAAAAIAAAAQ",
                "AAAABAAAAAEAAAA0AAAAAQAAADQAAAACAAAAAAABAPwDAABNTO9SDVN0YWJsZUhMT192MS4xOC4w",
                "AAEZBQEFCQEDCwMHDxMXA7+ZEwF1CwcPDw8PCw8PDw8jCw8LCwsPCw8LEwsPCw8PCxsLDwsfDwsf",
                "DwsbCxsPDw8PDw8LGw8PCx8PCx8PCwMlCwtPEwsPEwsLCwsLCwsLEy8PAQULDwMPFwcTBxsTEwJ6",
                "BAUNHxEDBRUJPR03OR0/QQUPHUVHHUtNHU9RFV1jAwcZGx0FHwUFEREBAAUTBRUFFx0lAwUZHSkD",
                "BRsDAy11BR0dMTMFHxU1UxUHBwUhLTsHtR9xBSMVC0MFJS0NB44CI2kVD0kFJy0NB1YEJ2cVERMF",
                "KS0BB7UfZwUrLQEHw0tjFQlVFQtXFQ9ZFRFbFRMVHV9hBS0tAQf7FccVZWsdZ2kFLy0BB64CH00d",
                "bW8FMS0BB/oCKzcdcxUFMw0BAwEfDyEBAAAAAAAAAAAAAAAAAAAAAwV1dSMNAwOBDQODhR01HTcd",
                "Lx05CwMdOx09BQEDBXmVHxERAAAAAAAAAAADA3kBCQECAikFEREHCykDEQcTEQUFCQMFKQMJCykD",
                "BQsEVwUBUQMXAQcERQMBBQNQAwMHBDEDBwsFCyMTJwAFRy8rBQMFBQEDBwRxAwUGAwEFAQAqCD8l",
                "Aw8VIR0TCw1BPQslSx09KQUFGSUpOU1bFR8RDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBmdW5jX3Yx",
                "AGN1c3RvbV9jYWxsX3YyAHJldHVybl92MQAvd29yay93dC9iaWFzb3AvdGVzdHMvZXhwb3J0X2dv",
                "bGRlbi93cml0ZS5weQAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGpheC51",
                "c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxp",
                "Y2FzAGppdF9fbGFtYmRhAHgAYgBtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlz",
                "aF9iaWFzX3NoYXJkAERlY2xhcmVkLmJpbmQAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19jb3Jl",
                "L29wLnB5AF9taXNoX2JpYXNfdHJhY2VkAG1pc2gAYmlhc19mdW5jdGlvbi48bG9jYWxzPi5taXNo",
                "X2IAYmlhc19mdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWluADxtb2R1bGU+AGpp",
                "dCg8bGFtYmRhPikAamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2Jp",
                "YXNfZndkAAgpBwVDAQt7fX+HiROLjY93kZN3l3cBAAAABAAAAAMAAABjcHUABgAAAMwAAACoAAAA",
                "gAAAAFgAAAAwAAAABAAAACz+//8IAAAAAAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3JhZAAAAABU",
                "/v//CAAAAAAAAAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZAB4/v//CAAAAAAAAAESAAAAamF4X21p",
                "c2hfYmlhc19ncmFkAACc/v//CAAAAAAAAAERAAAAamF4X21pc2hfYmlhc19md2QAAADA/v//CAAA",
                "AAAAAAENAAAAamF4X21pc2hfZ3JhZAAAAOD+//8IAAAAAAAAAQwAAABqYXhfbWlzaF9md2QAAAAA",
                "AAAAAAAAAAABAAAABAAAAOz+//8CAAAADAAAAAQAAAD8/v//AP///wEAAAAEAAAAmP///wAAAQsE",
                "AAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAFj///8IAAAAAAAAAgEAAAAEAAAASP///wIA",
                "AAAwAAAABAAAAOT///8AAAELBAAAAAEAAAAEAAAAAQAAADQAAAAMAAwAAAAIAAcABgAMAAAAAAAB",
                "CwQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAzP///wgAAAAAAAACAgAAACwAAAAQAAAA",
                "AAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAgAAABAAAAAE",
                "AAAA/P///wQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "bias_grad",
            "dtype": "float64",
            "targets": ("jax_mish_bias_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (4, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffffffffffp+1022 -0x1.fffffffffffffp+1022 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
                (
                    "float64",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (4, 4),
                    (
                        "0x1.c5d96a6d13cc3p-1 -0x1.c25f0566a9b10p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6bd3e74cd8d88p-5",
                        "0x1.54630fd1ced92p+0 0x1.f8b551b71fb2ap+0 "
                        "-0x1.c266e96502458p-4 0x1.16a72609b298dp-3",
                        "-0x1.2a06d2c2ea94bp-4 -0x1.0000000009ab5p+0 "
                        "-0x1.7aae710c0f8f9p-22 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (4,),
                    ("nan 0x1.5e173c0f04bb4p-2 0x1.8f662dfbd85dep-2 0x1.7764586cf8c56p-4",),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAACAAAAAiAAAAJQAAACUAAAAlAAAAOAAAAAAAAoA5AAAAMgG",
                "AAC0BwAAtAcAAKwGAACwBwAAwAcAAAEAAADUBwAAIAgAADwIAADACAAAJAkAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAAAAAAAAAAAAwAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAQAAAAMAAAAAAAAA",
                "AAAAAAEAAAAAAAAAAAAAAAIAAAAkAAAABAAAANz3//8AAAELBAAAAAEAAAAEAAAAAQAAADQAAAD4",
                "9///AAABCwQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAAwAAAAAAAQACAAAA0QUAAE1M",
                "71INU3RhYmxlSExPX3YxLjE4LjAAAR8FAQUPAQMLAw0PExcbHyMDBgLXGQGnCwcPCw8PDw8PDw8P",
                "Cw8PDyMLDwsLCw8LDwsPCwsPCxsPDwsfDwsfDwsPDxsLGw8LDw8bEwsPCw8PCxsLDwsfCw8PCx8P",
                "Cx8PCxsPGw8PDw8PDw8DMQtPCwsvFwsTEwsTCwsLLw8LCwsLFw8XEwEFCw8DFRcTBw8HIxMHExMC",
                "agYFEx8dc3UFFRURDxEDBR05DxU7QR1ZWxUFeR17fR2FhwUXHYuNHZGTHQeXAwcjJScLKQsFGREB",
                "AAUbBR0FHx0vAwUhHTMDBSMdNwMFJQUnHT0/BSktAQf7FccVQ0kdRUcFKy0BB64CH00dS00FLS0B",
                "B/oCKzcdUVMFLxVVCR0HVy0BB8lnmwUxLQEHyTu5HV9hBTMVYwkdB2UtAQfJd5kDA2mnBTUdbW8F",
                "NxVxmRUTEwU5LXcHtR9xBTsVFYEFPS1/B/oEHXsFPxUFgxUXiQVBLRkHjgIjaRUbjwVDLRkHVgQn",
                "ZxUdlQVFLQEHtR9nFR8RLQEHyYGZFQWbFRWdFQWfFRehFRujFR2lFR8JDQEfFSEBAAAAAAAAAAAA",
                "AAAAAAAAHUcDAR8XEQAAAAAAAAAAAwenp6cjDwMFt7sNA6u5HUkNA6u9HUsdKx1NHwsRAAAAAAAA",
                "8D8fEQELAx1PHVEFAQMHqamvAwPTFQMBAQEDBamvAQkBAgIpBRERCSkDEQkLKQEJExEHBQUHBQUH",
                "KQMBEx0pAwkNKQMFDQSNBQFRAyEBBwR7AwEFA1ADAwcEZwMRFwcLLQsxDzUABUINBQMLB0ZPBwMF",
                "AwcJBl0DBQUBCQtHa2cJBQUHBwsDBQ0EDQUNDwYDAQUBAHoMUycDDxUVIT0LJU0fSx1pKUdBYRML",
                "DR0FBQcZJSk5TWVbFR8ZKRkRDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBmdW5jX3YxAGNvbnN0YW50",
                "X3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAbXVsdGlwbHlfdjEAY3VzdG9tX2NhbGxfdjIAcmV0dXJu",
                "X3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AGJpYXNfZnVu",
                "Y3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4uPGxvY2Fscz4uPGxhbWJkYT4AL3dvcmsvd3QvYmlhc29w",
                "L2pheF9taXNoL19jb3JlL2FwaS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5u",
                "dW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQBkeQB4AGIAaml0KDxs",
                "YW1iZGE+KQBlbnRyeQBtYWluADxtb2R1bGU+AGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgp",
                "KS9icm9hZGNhc3RfaW5fZGltAGJpYXNfZnVuY3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4Aaml0KDxs",
                "YW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL211bABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFt",
                "YmRhPikvdHJhbnNwb3NlKGp2cCgpKS9taXNoX2JpYXNfZ3JhZF9zaGFyZABEZWNsYXJlZC5iaW5k",
                "AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcC5weQBfbWlzaF9iaWFzX2p2cAAvd29y",
                "ay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvb3BzLnB5AF9taXNoX2JpYXNfdHJhY2VkAG1pc2gA",
                "Ymlhc19mdW5jdGlvbi48bG9jYWxzPi5taXNoX2IAamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBy",
                "ZXN1bHRbMV0AcHVibGljAABqYXhfbWlzaF9iaWFzX2dyYWQACDELBVcBC7Gztb/BA8MDxRPHycut",
                "zc/R1a0AAAABAAAABAAAAAMAAABjcHUABgAAAMwAAACoAAAAgAAAAFgAAAAwAAAABAAAAMj9//8I",
                "AAAAAAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3JhZAAAAADw/f//CAAAAAAAAAETAAAAamF4X21p",
                "c2hfYXNjZW5kX2Z3ZAAU/v//CAAAAAAAAAESAAAAamF4X21pc2hfYmlhc19ncmFkAAA4/v//CAAA",
                "AAAAAAERAAAAamF4X21pc2hfYmlhc19md2QAAABc/v//CAAAAAAAAAENAAAAamF4X21pc2hfZ3Jh",
                "ZAAAAHz+//8IAAAAAAAAAQwAAABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAACAAAADAAAAAQAAACE",
                "/v//iP7//wMAAAAUAAAADAAAAAQAAACc/v//oP7//6T+//8CAAAAJAAAAAQAAABI////AAABCwQA",
                "AAABAAAABAAAAAEAAAA0AAAAZP///wAAAQsEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAA",
                "ACT///8IAAAAAAAAAgIAAAAMAAAABAAAABD///8U////AwAAAFwAAAAkAAAABAAAALz///8AAAEL",
                "BAAAAAEAAAAEAAAAAQAAADQAAADY////AAABCwQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0",
                "AAAADAAMAAAACAAHAAYADAAAAAAAAQsEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAMz/",
                "//8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAE",
                "AAgAAAAIAAAAAAAAAgMAAAAYAAAADAAAAAQAAAD4/////P///wQABAAEAAAACAAAADxsYW1iZGE+",
                "AAAAAA==",
            ),
        },
        {
            "form": "bias_vmap",
            "dtype": "float64",
            "targets": ("jax_mish_bias_fwd", "jax_mish_bias_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (2, 2, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (2, 2, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffffffffffp+1022 -0x1.fffffffffffffp+1022 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
                (
                    "float64",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (2, 2, 4),
                    (
                        "0x1.804047da23fa2p-2 -0x1.0a1725def6c3cp-3 inf -0x0.0p+0",
                        "nan 0x1.fffffffffffffp+1022 -0x0.0p+0 -0x1.36aedf68a4413p-2",
                        "0x1.804047da23fa2p-2 0x1.385452bf72249p-1 "
                        "-0x1.39fadcbc65dafp-2 0x1.6743cc4e164f5p+0",
                        "-0x1.aa604f52be181p-4 0x1.d7ffffffff5fep+3 "
                        "-0x1.8ebe771189081p-25 -0x1.124c932812f66p-2",
                    ),
                ),
                (
                    "float64",
                    (2, 2, 4),
                    (
                        "0x1.c5d96a6d13cc3p-1 -0x1.c25f0566a9b10p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6bd3e74cd8d88p-5",
                        "0x1.54630fd1ced92p+0 0x1.f8b551b71fb2ap+0 "
                        "-0x1.c266e96502458p-4 0x1.16a72609b298dp-3",
                        "-0x1.2a06d2c2ea94bp-4 -0x1.0000000009ab5p+0 "
                        "-0x1.7aae710c0f8f9p-22 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (4,),
                    ("nan 0x1.5e173c0f04bb4p-2 0x1.8f662dfbd85dep-2 0x1.7764586cf8c56p-4",),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHgAAACEAAAAkAAAAJwAAACcAAAAnAAAAPQAAAAAAAoA+AAAAIAG",
                "AABsBwAAbAcAAGQGAABoBwAAgAcAAAEAAACUBwAAJAgAAEgIAADkCAAASAkAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAwAAAAAAAAAAAAAAAAAAAAMAAAAAAAAAAAAAAAAAAAADAAAAAAAAAAAAAAABAAAA",
                "AwAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAgAAACQAAAAEAAAAzPf//wAAAQsEAAAAAQAAAAQAAAAB",
                "AAAANAAAAOj3//8AAAELBAAAAAMAAAAcAAAAEAAAAAQAAAABAAAANAAAAAEAAAAyAAAAAQAAADIA",
                "AAADAAAAAAABAAIAAAB2BQAATUzvUg1TdGFibGVITE9fdjEuMTguMAABGQUBBQkBAwsDBw8TFwMK",
                "At8TAasPBwsLDxMPDwsPDw8LDw8PDw8PDyMLDwsLCw8LDwsPCwsPCw8PCxsLDx8PCx8PDwsfDwsf",
                "DwsbCxsPDw8PDw8PDw8LGw8PCx8PCx8PCw8PDx8PDw8LAzULC28LCwsLEy8XCxcTCxMLEwsLCwsP",
                "CxcPFwEFCw8DDxsTBwcnExMCggYdS00fBQ0FDxEDBQMDQa0VAVEdEVMFERUBVR1XWR1fYQUTHWVn",
                "HWttHW9xFQF3FYOJFQGfHRGhAwcrLS8JMQkFFREBAAUXBRkFGx03AwUdHTsDBR8dPwMFIQUjHUVH",
                "BSUVSXMVDQ0FJy1PB7UfcQUpFQ8TLQcH9gQRTxUVWwUrLQcHFgQfhxUBXRUXYwUtLRkHjgIjaRUb",
                "aQUvLRkHVgQnZxUdHwUxLQUHtR9nBTMtBQfTK48VAXUVDyEVFXkVAXsVF30VG38VHYEVHyMdhYcF",
                "NS0FB/sVxxWLkR2NjwU3LQUHrgIfTR2TlQU5LQUH+gIrNx2ZmwU7FZ2jFSUlFScTLQcH+gQdexUB",
                "pRUnIR2pIwU9AwENAR8PMQIAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAB0/CwMdQQUBAwWvux8REQAA",
                "AAAAAAAAAwetra0jDQMHw8fLDQOxxR1DDQOxyR1FDQOxzR1HHTcdSR1LAwOvHU0DB6+vuwMD3RUD",
                "AQEBAQkBAgIpBwkJEQkpAxEJCxMRBwUFBwcFBQcpAw0LKQMFCwR3BQFRAykBBwRlAwEFBVADAwcE",
                "UQMNDwcLNQs5Dz0AA0dDCwUDBQUDBQNHlwsHBQUHBwEDBQcEpwcHCQsGAwEFAQASC08nJQ8VFRUD",
                "IRtzEwsNPz0LJSNLHVMpBQUHGSUpOU0fTVsVER8PCxFidWlsdGluAHZobG8AbW9kdWxlAGN1c3Rv",
                "bV9jYWxsX3YyAGZ1bmNfdjEAcmV0dXJuX3YxAC93b3JrL3d0L2JpYXNvcC90ZXN0cy9leHBvcnRf",
                "Z29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcHMucHkAX21p",
                "c2hfYmlhc19qdnAAL3dvcmsvd3QvYmlhc29wL2pheF9taXNoL19jb3JlL2FwaS5weQBqYXgudXNl",
                "c19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNh",
                "cwBqaXRfYmF0Y2hlZABkeQB4AGIAbWhsby5iYWNrZW5kX2NvbmZpZwBqaXQoYmF0Y2hlZCkvanZw",
                "KHZtYXAoKSkvbWlzaF9iaWFzX3NoYXJkAERlY2xhcmVkLmJpbmQAL3dvcmsvd3QvYmlhc29wL2ph",
                "eF9taXNoL19jb3JlL29wLnB5AF9taXNoX2JpYXNfYmF0Y2gAX21pc2hfYmlhc190cmFjZWQAbWlz",
                "aABiaWFzX2Z1bmN0aW9uLjxsb2NhbHM+Lm1pc2hfYgBiaWFzX2Z1bmN0aW9uLjxsb2NhbHM+LmJh",
                "dGNoZWQAZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoYmF0Y2hlZCkvdHJhbnNwb3NlKGp2cCh2bWFw",
                "KCkpKS9taXNoX2JpYXNfZ3JhZF9zaGFyZABqaXQoYmF0Y2hlZCkAamF4LnJlc3VsdF9pbmZvAABy",
                "ZXN1bHRbMF0AcmVzdWx0WzFdAHJlc3VsdFsyXQBwdWJsaWMAamF4X21pc2hfYmlhc19md2QAamF4",
                "X21pc2hfYmlhc19ncmFkAAg9CQVnAQu9v8HP0ROztdOrt7mr1asTs7XXq7fZ27mrAAABAAAABAAA",
                "AAMAAABjcHUABgAAAMwAAACoAAAAgAAAAFgAAAAwAAAABAAAAFz9//8IAAAAAAAAARQAAABqYXhf",
                "bWlzaF9hc2NlbmRfZ3JhZAAAAACE/f//CAAAAAAAAAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZACo",
                "/f//CAAAAAAAAAESAAAAamF4X21pc2hfYmlhc19ncmFkAADM/f//CAAAAAAAAAERAAAAamF4X21p",
                "c2hfYmlhc19md2QAAADw/f//CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAAABD+//8IAAAAAAAA",
                "AQwAAABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAADAAAAFAAAAAwAAAAEAAAAHP7//yD+//8k/v//",
                "AwAAABQAAAAMAAAABAAAADj+//88/v//QP7//wMAAABcAAAAJAAAAAQAAAD0/v//AAABCwQAAAAB",
                "AAAABAAAAAEAAAA0AAAAEP///wAAAQsEAAAAAwAAABwAAAAQAAAABAAAAAEAAAA0AAAAAQAAADIA",
                "AAABAAAAMgAAAET///8AAAELBAAAAAMAAAAcAAAAEAAAAAQAAAABAAAANAAAAAEAAAAyAAAAAQAA",
                "ADIAAAAE////CAAAAAAAAAIDAAAAFAAAAAwAAAAEAAAA9P7///j+///8/v//AwAAAGgAAAAkAAAA",
                "BAAAALD///8AAAELBAAAAAEAAAAEAAAAAQAAADQAAADM////AAABCwQAAAADAAAAHAAAABAAAAAE",
                "AAAAAQAAADQAAAABAAAAMgAAAAEAAAAyAAAADAAMAAAACAAHAAYADAAAAAAAAQsEAAAAAwAAABwA",
                "AAAQAAAABAAAAAEAAAA0AAAAAQAAADIAAAABAAAAMgAAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAA",
                "AAAACgAMAAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgMAAAAYAAAA",
                "DAAAAAQAAAD4/////P///wQABAAEAAAABwAAAGJhdGNoZWQA",
            ),
        },
        {
            "form": "bias_sharded",
            "dtype": "float64",
            "targets": ("jax_mish_bias_fwd", "jax_mish_bias_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float64",
                    (4, 4),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.fffffffffffffp+1022 -0x1.fffffffffffffp+1022 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
                (
                    "float64",
                    (4,),
                    (
                        "0x1.0000000000000p-1 -0x1.0000000000000p-2 0x1.0000000000000p-3 "
                        "-0x1.0000000000000p+0",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (4, 4),
                    (
                        "0x1.804047da23fa2p-2 -0x1.0a1725def6c3cp-3 inf -0x0.0p+0",
                        "nan 0x1.fffffffffffffp+1022 -0x0.0p+0 -0x1.36aedf68a4413p-2",
                        "0x1.804047da23fa2p-2 0x1.385452bf72249p-1 "
                        "-0x1.39fadcbc65dafp-2 0x1.6743cc4e164f5p+0",
                        "-0x1.aa604f52be181p-4 0x1.d7ffffffff5fep+3 "
                        "-0x1.8ebe771189081p-25 -0x1.124c932812f66p-2",
                    ),
                ),
                (
                    "float64",
                    (4, 4),
                    (
                        "0x1.c5d96a6d13cc3p-1 -0x1.c25f0566a9b10p-1 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.6bd3e74cd8d88p-5",
                        "0x1.54630fd1ced92p+0 0x1.f8b551b71fb2ap+0 "
                        "-0x1.c266e96502458p-4 0x1.16a72609b298dp-3",
                        "-0x1.2a06d2c2ea94bp-4 -0x1.0000000009ab5p+0 "
                        "-0x1.7aae710c0f8f9p-22 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (4,),
                    ("nan 0x1.5e173c0f04bb4p-2 0x1.8f662dfbd85dep-2 0x1.7764586cf8c56p-4",),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHgAAACEAAAAkAAAAJwAAADQAQAAJAIAAHACAAAAAAoAdAIAAPAK",
                "AADcCwAA3AsAANQKAADYCwAAzA0AAAIAAAAAEAAAeBAAAJwQAAAgEQAAhBEAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAwAAAAEAAAABAAAAAgAAAAMAAAABAAAAAQAAAAIAAAADAAAAAAAAAAAAAAABAAAA",
                "AwAAAAAAAAAAAAAAAQAAAAIAAACQAAAABAAAACbx//8MAAAAFAAAACwAAAAGAAAAZGV2aWNlAABC",
                "8f//DAAAAAwAAAAMAAAAAAAAAAAAAAAAAAAA7PH//xAAAAAoAAAALAAAADgAAAAG8f//CAAAAAwA",
                "AAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAACu8f//DAAA",
                "ABQAAABIAAAABgAAAGRldmljZQAAyvH//wwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAQAAAC+8f//",
                "BAAAAAEAAAAEAAAAAQAAAGEAAACQ8v//EAAAACgAAAAsAAAAOAAAAKrx//8IAAAADAAAAAMAAABj",
                "cHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAAAAEAAAAEAAAA6PL//xAA",
                "AAAoAAAALAAAADgAAAAC8v//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAA",
                "AAEAAABhAAAAAQAAAAIAAAACAAAAJAAAAAQAAAAM8f//AAABCwQAAAABAAAABAAAAAEAAAA0AAAA",
                "KPH//wAAAQsEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAAMAAAAAAAEAAgAAAGsIAABN",
                "TO9SDVN0YWJsZUhMT192MS4xOC4wAAErBwEFCRUBBQ8TAwcXGx8FCyMnKy8zA+4CbgIjAcMHCw8P",
                "DxcPCw8PDxMTCwsLCw8LDw8PDwsLDxsXIwsPCw8LDwsLEwsPGwsLDwsLDwsfDw8LHw8PHw8LHw8P",
                "CxsPCxsLCwsPCw8LGw8PCx8PCx8LCw8LCw8PCxsLDw8fDw8fAxMbFxMTFw8XDw8FSQsLTwsTCwsL",
                "Ey8XEwsXGwsbCxsLCwsLCw8LFxMXDxcLExMLCwEbCxMPExMfCwsTCxcLDwEPExcXBw8LDwUVFxMH",
                "Fw8HJxMTBwJOCR8FGx1bDR2jLR2lpx06Aj4CFV1jBR0dq60VFbcdsbMVFUYCAwNJSwUfBQsFIQUj",
                "FXF3CR0dhQEdhwEdiQEVj5UFJQUnFRW9AwNSAgICHVYCWgIDBzs9P0FDRQUpEQsABSsRCQkFLREJ",
                "BQUvBTEDA01PBTMBA1EDBVMbVVcFNQU3EQ0JBTkFOx1fYQU9LR8HagIfWRVlax1naQU/LR8HRgJN",
                "fxVtIx0hby0PB4oCH5Udc3UFQS0PB1YEJ2cVeX8de30FQy0DB7UfZx2BgwVFLQMHuyNNBUcFSQVL",
                "HY0tBU0dkZMFTy0DB/sVxxWXnR2ZmwVRLQMHrgIfTR2foQVTLQMH+gIrNwVVBVcdqQEFWQVbFa8T",
                "FRMTBV0ttQe1H3EFXxW5Mx0vuy0xB/oEHXsVvyMdIcEtDweOAiNpDSUFz8kBDSUDyQEFA80BCwEB",
                "AQ8Hw8PFAx8JCwPRAQEJHwEBAxsdYQMBHx0hAQAAAAAAAAAAAAAAAAAAAB1jDQPVwwsDHWUFAQMF",
                "2ecfHxEAAAAAAAAAAAMH3d3rDQPVxSMbAwfx9fkNBdvz1cMdZw0F2/fVwx1pDQXb+9XFHWsdUR1t",
                "DQEdbwMD2R1xAwfZ2ecDAxoCFQMBAQETIQUvJgIqAh05AwMuAi0yAgEdHwUDBXMVQgIXFRcXFUoC",
                "Mx0vTgItMQf2BBFPBXUFdx1eAgEFeR1mAmoCBXsVDQ0bAxEHGwUREQcbBQkRBw0BAgIBCQECBCkF",
                "ERETKQMREwspBQkREykBExMRBw8PEQcPDxEpAwkZKQMFGR0EkgMFA1EBOQEHBGoDAwENBUEBGQMF",
                "QQUZBQ9QAQcHBBYDAxkjBx8nHykjKwABBisDAQMFAQYpAwMDAwEGJwMDAwEHVosJBwMDAQcLCQcH",
                "BPUDGysHCwkLCQMJAAEGEQMVAwEBJgsDEQMFCQMBASYLAxUDAwkDAQ1HCzULAxUFCwkBBgsDBQMN",
                "DUcRNQ0FFREHBwsJAQYRAwUDERFWBQ8DEQMTBwQvAwcLBS83LzcAEwZiAgMXBQEDCwQFAwUBBgUD",
                "AQMXCQQJBw8VGQEGBwMRAxEBBgcDDwMPAQYHAw8DDQsEBwcXFRMGAwEFAQASEH0rHyEpLSclDxUV",
                "FQMhG0sdTRUXIxMLDTcFBQdHPQsnHUEPCwsLHyElKTlNHyVRBU1bDx0RHxUPJwsPNwsJEWJ1aWx0",
                "aW4Ac2R5AHZobG8AdW5yZWFsaXplZF9jb252ZXJzaW9uX2Nhc3QAbW9kdWxlAG1lc2gAbWFudWFs",
                "X2NvbXB1dGF0aW9uAHJldHVybgByZXR1cm5fdjEAY3VzdG9tX2NhbGxfdjIAZnVuY192MQBhbGxf",
                "cmVkdWNlX3YyAGFkZF92MQAvd29yay93dC9iaWFzb3AvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0",
                "ZS5weQAvd29yay93dC9iaWFzb3AvamF4X21pc2gvX2NvcmUvYXBpLnB5AGEAL3dvcmsvd3QvYmlh",
                "c29wL2pheF9taXNoL19jb3JlL2F2YWxzLnB5AF9taXNoX2JpYXNfdHJhY2VkAF9taXNoX2JpYXNf",
                "anZwAC93b3JrL3d0L2JpYXNvcC9qYXhfbWlzaC9fY29yZS9vcHMucHkAamF4LnVzZXNfc2hhcGVf",
                "cG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X2Z3",
                "ZF9hbmRfdmpwAHN0YWJsZWhsby5tZXNoAGF4ZXMAbmFtZQBzaXplAG1lc2hfMAB0cmFuc3Bvc2Uo",
                "anZwKCkpL3BzdW1faW52YXJpYW50AF9jYXN0X3ZhcnlpbmcAbWF0Y2hfdmFyeWluZ19heGVzAG1p",
                "c2gAYmlhc19mdW5jdGlvbi48bG9jYWxzPi5taXNoX2IAYmlhc19mdW5jdGlvbi48bG9jYWxzPi5m",
                "d2RfYW5kX3ZqcABkeQB4AGIAaml0KGZ3ZF9hbmRfdmpwKS9zaGFyZF9tYXAAZW50cnkAbWFpbgA8",
                "bW9kdWxlPgBqaXQoZndkX2FuZF92anApAHNoYXJkX21hcDoAc2hhcmRfbWFwAHRyYW5zcG9zZShq",
                "dnAoKSkvbWlzaF9iaWFzX2dyYWRfc2hhcmQARGVjbGFyZWQuYmluZAAvd29yay93dC9iaWFzb3Av",
                "amF4X21pc2gvX2NvcmUvb3AucHkAc2R5LnNoYXJkaW5nAGpheC5yZXN1bHRfaW5mbwAAcmVzdWx0",
                "WzBdAHJlc3VsdFsxXQByZXN1bHRbMl0AcHVibGljAGpheF9taXNoX2JpYXNfZndkAGpheF9taXNo",
                "X2JpYXNfZ3JhZABqdnAoKS9taXNoX2JpYXNfc2hhcmQAbWhsby5iYWNrZW5kX2NvbmZpZwBwc3Vt",
                "X2ludmFyaWFudDoAcHN1bV9pbnZhcmlhbnQAdHJhbnNwb3NlKGp2cCgpKS9hZGQACGkRBY8BBccd",
                "BcdZC+nt7/3/B8vTyxff4QYC1+Pl1woC1xnf4Q4C1+MSAhYC5dcNHgIiAjYCAAEAAAAEAAAAAwAA",
                "AGNwdQAGAAAAzAAAAKgAAACAAAAAWAAAADAAAAAEAAAAkPn//wgAAAAAAAABFAAAAGpheF9taXNo",
                "X2FzY2VuZF9ncmFkAAAAALj5//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkANz5//8I",
                "AAAAAAAAARIAAABqYXhfbWlzaF9iaWFzX2dyYWQAAAD6//8IAAAAAAAAAREAAABqYXhfbWlzaF9i",
                "aWFzX2Z3ZAAAACT6//8IAAAAAAAAAQ0AAABqYXhfbWlzaF9ncmFkAAAARPr//wgAAAAAAAABDAAA",
                "AGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAMAAABIAQAAmAAAAAQAAAC+/P//BAAAAJb8//8MAAAA",
                "FAAAACwAAAAGAAAAZGV2aWNlAACy/P//DAAAAAwAAAAMAAAAAAAAAAAAAAAAAAAAXP3//xAAAAAo",
                "AAAALAAAADgAAAB2/P//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAAAAEA",
                "AABhAAAAAQAAAAIAAABO/f//BAAAACb9//8MAAAAFAAAAEgAAAAGAAAAZGV2aWNlAABC/f//DAAA",
                "AAwAAAAMAAAAAAAAAAAAAAABAAAABAAAADb9//8EAAAAAQAAAAQAAAABAAAAYQAAAAj+//8QAAAA",
                "KAAAACwAAAA4AAAAIv3//wgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAAB",
                "AAAAYQAAAAEAAAACAAAA+v3//wQAAADS/f//DAAAABQAAABIAAAABgAAAGRldmljZQAA7v3//wwA",
                "AAAMAAAADAAAAAAAAAAAAAAAAQAAAAQAAADi/f//BAAAAAEAAAAEAAAAAQAAAGEAAAC0/v//EAAA",
                "ACgAAAAsAAAAOAAAAM79//8IAAAADAAAAAMAAABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAA",
                "AQAAAGEAAAABAAAAAgAAAAMAAABgAQAAmAAAAAQAAAC2/v//BAAAAI7+//8MAAAAFAAAACwAAAAG",
                "AAAAZGV2aWNlAACq/v//DAAAAAwAAAAMAAAAAAAAAAAAAAAAAAAAVP///xAAAAAoAAAALAAAADgA",
                "AABu/v//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAA",
                "AAIAAABG////BAAAAB7///8MAAAAFAAAAFQAAAAGAAAAZGV2aWNlAAA6////DAAAAAwAAAAMAAAA",
                "AAAAAAAAAAABAAAABAAAAC7///8EAAAAAQAAAAQAAAABAAAAYQAAAAwAFAAQAAwACAAEAAwAAAAQ",
                "AAAAKAAAACwAAAA4AAAAJv///wgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQA",
                "AAABAAAAYQAAAAEAAAACAAAAAAAKAAgAAAAAAAQACgAAAAQAAADi////DAAAACAAAABoAAAABgAA",
                "AGRldmljZQAAAAAKABAADAAIAAQACgAAAAwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAwAAAAAAAYA",
                "CAAEAAYAAAAEAAAAAQAAAAQAAAABAAAAYQAAAAwAFgAQAAwACAAEAAwAAAAcAAAANAAAADgAAABE",
                "AAAAAAAKAAwACAAAAAQACgAAAAgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQA",
                "AAABAAAAYQAAAAEAAAACAAAAAwAAAFAAAAAkAAAABAAAABj///8AAAELBAAAAAEAAAAEAAAAAQAA",
                "ADQAAAA0////AAABCwQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAXP///wAAAQsEAAAA",
                "AgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAABz///8IAAAAAAAAAgMAAAAUAAAADAAAAAQAAAAM",
                "////EP///xT///8DAAAAXAAAACQAAAAEAAAAvP///wAAAQsEAAAAAQAAAAQAAAABAAAANAAAANj/",
                "//8AAAELBAAAAAIAAAAQAAAABAAAAAEAAAA0AAAAAQAAADQAAAAMAAwAAAAIAAcABgAMAAAAAAAB",
                "CwQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAzP///wgAAAAAAAACAgAAACwAAAAQAAAA",
                "AAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAwAAABgAAAAM",
                "AAAABAAAAPj////8////BAAEAAQAAAALAAAAZndkX2FuZF92anAA",
            ),
        },
    ],
}
